/**
 * The admin panel's shell as the domains' staff screens (`features/<domain>/admin`) use it: the page
 * frame's context, the section table, and the tables, queues and fields every staff screen shares.
 */
export { useClinicChoices } from './api/clinic-choices';
export { OPS, useOperation } from './api/staff-operation';
export { AdminTextArea } from './components/AdminTextArea';
export { AdminTextField } from './components/AdminTextField';
export { DayRangeFields, dayParam } from './components/DayRangeFields';
export { FilterToolbar } from './components/FilterToolbar';
export { NoAccess } from './components/NoAccess';
export { QueuePager } from './components/QueuePager';
export { QueueSearch, QueueTabs } from './components/QueueTabs';
export { type OwnQueueColumns, QueueTable, type QueueTableProps } from './components/queue-columns';
export { type RequestList, type RequestQuery, RequestQueue } from './components/RequestQueue';
export { type ServerSort, ServerTable, type serverTableFeatures } from './components/ServerTable';
export { mayUse, sectionById } from './lib/admin-sections';
export { draftInput } from './lib/draft-field';
export { adminFormErrors, emptyAsNull } from './lib/form-errors';
export { type QueueSort, useAddressParams, useQueueAddress } from './lib/queue-address';
export type { AdminOutletContext } from './pages/AdminLayout';
export { RequestQueuePage } from './pages/RequestQueuePage';
