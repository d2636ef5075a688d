import { type EnquiryTriageState, enquirySortFields, enquiryTriageStates } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { useEnquiries } from '../api/operations-api';
import { EnquiriesTable, type EnquirySort } from '../components/EnquiriesTable';
import { NoAccess } from '../components/NoAccess';
import { mayUse, sectionById } from '../lib/admin-sections';
import type { AdminOutletContext } from './AdminLayout';

const PAGE_SIZE = 25;

const readState = (value: string | null): EnquiryTriageState =>
  (enquiryTriageStates as readonly string[]).includes(value ?? '') ? (value as EnquiryTriageState) : 'NEW';

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
  const [search, setSearch] = useSearchParams();
  const state = readState(search.get('state'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const sort: EnquirySort = {
    // An address edited by hand falls back to the default rather than sending the server nonsense.
    field: (enquirySortFields as readonly string[]).includes(search.get('sort') ?? '')
      ? (search.get('sort') as EnquirySort['field'])
      : 'createdAt',
    direction: search.get('direction') === 'asc' ? 'asc' : 'desc',
  };
  const text = search.get('search') ?? '';
  const enquiries = useEnquiries({
    state,
    page,
    pageSize: PAGE_SIZE,
    sort: sort.field,
    direction: sort.direction,
    search: text || undefined,
  });
  const update = (changes: Record<string, string | null>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const data = enquiries.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className="page admin-enquiries" aria-labelledby="enquiries-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="enquiries-title">{t('admin.section.booking_requests')}</h1>
      <nav aria-label={t('admin.enquiries.states')}>
        <ul className="admin-tabs">
          {enquiryTriageStates.map((candidate) => (
            <li key={candidate}>
              <Link
                to={`?state=${candidate}`}
                aria-current={candidate === state ? 'page' : undefined}
                className="admin-tab"
              >
                {t(`admin.enquiry_state.${candidate}`)}
                {data && <span className="admin-count"> ({data.counts[candidate]})</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <search>
        <form
          className="admin-search"
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('search');
            update({ search: typeof value === 'string' ? value.trim() : null, page: null });
          }}
        >
          <label htmlFor="enquiry-search">{t('admin.enquiries.search')}</label>
          <input id="enquiry-search" name="search" type="search" defaultValue={text} maxLength={100} />
          <button type="submit" className="button button-secondary">
            {t('admin.enquiries.search_submit')}
          </button>
        </form>
      </search>
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
            sort={sort}
            onSort={(next) => update({ sort: next.field, direction: next.direction, page: null })}
          />
          {data.items.length === 0 && <p>{t('admin.enquiries.empty')}</p>}
          <nav className="admin-pager" aria-label={t('admin.pager.label')}>
            <button
              type="button"
              className="button button-secondary"
              disabled={page <= 1}
              onClick={() => update({ page: String(page - 1) })}
            >
              {t('admin.pager.previous')}
            </button>
            <span>{t('admin.pager.page', { page, pages })}</span>
            <button
              type="button"
              className="button button-secondary"
              disabled={page >= pages}
              onClick={() => update({ page: String(page + 1) })}
            >
              {t('admin.pager.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
