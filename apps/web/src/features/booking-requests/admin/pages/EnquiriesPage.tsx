import { enquirySortFields, enquiryTriageStates } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import type { AdminOutletContext } from '../../../admin';
import {
  mayUse,
  NoAccess,
  QueuePager,
  QueueSearch,
  QueueTabs,
  sectionById,
  useQueueAddress,
} from '../../../admin';
import { useEnquiries } from '../api/enquiries-api';
import { EnquiriesTable } from '../components/EnquiriesTable';

const PAGE_SIZE = 25;

/**
 * /admin/booking-requests: the enquiry queue by triage state with a count on each tab; sorting,
 * search and paging happen on the server and live in the address.
 */
export default function EnquiriesPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const section = sectionById('booking_requests');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <EnquiryQueue />;
}

function EnquiryQueue() {
  const { t } = useTranslation();
  const {
    status: state,
    page,
    sort,
    direction,
    text,
    update,
  } = useQueueAddress(enquiryTriageStates, 'NEW', { statusParam: 'state', sortFields: enquirySortFields });
  const enquiries = useEnquiries({
    state,
    page,
    pageSize: PAGE_SIZE,
    sort,
    direction,
    search: text || undefined,
  });
  const data = enquiries.data;

  return (
    <section className="page admin-enquiries" aria-labelledby="enquiries-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="enquiries-title">{t('admin.section.booking_requests')}</h1>
      <QueueTabs
        label={t('admin.enquiries.states')}
        states={enquiryTriageStates}
        current={state}
        counts={data?.counts}
        textKey="admin.enquiry_state"
        param="state"
      />
      <QueueSearch
        id="enquiry-search"
        label={t('admin.enquiries.search')}
        text={text}
        onSearch={(value) => update({ search: value, page: null })}
      />
      {enquiries.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={enquiries.error} />
      {data && (
        <>
          <EnquiriesTable
            items={data.items}
            caption={t('admin.enquiries.caption', {
              state: t(`admin.enquiry_state.${state}`),
              total: data.total,
            })}
            empty={t('admin.enquiries.empty')}
            sort={{ field: sort, direction }}
            onSort={(next) => update({ sort: next.field, direction: next.direction, page: null })}
          />
          <QueuePager
            page={page}
            total={data.total}
            pageSize={data.pageSize}
            onPage={(next) => update({ page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
