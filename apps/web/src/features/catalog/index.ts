/** What other features use of the catalog: the notice a page showing an imaging van keeps. */

export { mobileLocationsQuery } from './api/mobile-locations';
export { VanMovedNotice } from './components/VanMovedNotice';
export { VanStopOfDay } from './components/VanStopOfDay';
