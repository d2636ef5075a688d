import type { ChangeRequestDetail } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { formatDateTime } from '../../../../lib/date-format';
import type { AdminOutletContext } from '../../../admin';
import { mayUse, NoAccess, sectionById } from '../../../admin';
import { useApplyChangeRequest, useChangeRequest } from '../api/requests-api';
import { BookingLink } from '../components/BookingLink';
import { DeclineChangeRequestModal } from '../components/DeclineChangeRequestModal';

/** /admin/change-requests/:id: what the record holds beside what the patient asked for; apply or decline. */
export default function ChangeRequestPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const { id } = useParams();
  const section = sectionById('change_requests');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <ChangeRequestView id={Number(id)} />;
}

function ChangeRequestView({ id }: { id: number }) {
  const { t } = useTranslation();
  const request = useChangeRequest(id);
  const data = request.data;
  return (
    <section className="page admin-change-request" aria-labelledby="change-request-title">
      <p>
        <Link to={`/admin/change-requests${data ? `?status=${data.status}` : ''}`}>
          {t('admin.change_request.back')}
        </Link>
      </p>
      <h1 id="change-request-title">{t('admin.change_request.title')}</h1>
      {request.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={request.error} />
      {data && (
        <>
          <ChangeRequestSummary request={data} />
          <ValuesTable request={data} />
          {data.status === 'OPEN' && <ChangeRequestActions request={data} />}
        </>
      )}
    </section>
  );
}

function ChangeRequestSummary({ request }: { request: ChangeRequestDetail }) {
  const { t, i18n } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    [t('admin.change_request.status'), t(`admin.change_request_status.${request.status}`)],
    [
      t('admin.appointment.patient'),
      <Link key="patient" to={`/admin/patients/${request.patientId}`}>
        {request.patientName}
      </Link>,
    ],
    [t('admin.change_request.origin'), t(`admin.change_origin.${request.origin}`)],
    [t('admin.change_request.booking'), <BookingLink key="booking" booking={request.booking} />],
    [t('admin.enquiries.clinic'), request.clinic?.name ?? '—'],
    [t('admin.enquiries.received'), formatDateTime(request.createdAt, i18n.language)],
    [t('admin.change_request.note'), request.note ?? '—'],
  ];
  if (request.decidedAt) {
    rows.push([
      t('admin.change_request.status'),
      t('admin.change_request.decided', {
        who: request.decidedBy ?? '—',
        when: formatDateTime(request.decidedAt, i18n.language),
      }),
    ]);
  }
  if (request.declineMessage) rows.push([t('admin.change_request.decline_message'), request.declineMessage]);
  return (
    <dl className="admin-details">
      {rows.map(([term, value], index) => (
        // Terms repeat (the status and its decision), so the position keys the row.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a render
        <div key={index}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ValuesTable({ request }: { request: ChangeRequestDetail }) {
  const { t } = useTranslation();
  return (
    <table className="admin-table admin-change-values">
      <caption>{t('admin.change_request.values_caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.change_request.field')}</th>
          <th scope="col">{t('admin.change_request.current')}</th>
          <th scope="col">{t('admin.change_request.requested')}</th>
        </tr>
      </thead>
      <tbody>
        {request.values.map((value) => (
          <tr key={value.field}>
            <th scope="row">{t(`admin.change_field.${value.field}`)}</th>
            <td>{value.current ?? '—'}</td>
            <td>
              <strong>{value.requested ?? '—'}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChangeRequestActions({ request }: { request: ChangeRequestDetail }) {
  const { t } = useTranslation();
  const apply = useApplyChangeRequest(request.id);
  const [declining, setDeclining] = useState(false);
  return (
    <section aria-labelledby="change-request-actions-title">
      <h2 id="change-request-actions-title">{t('admin.appointment.actions')}</h2>
      <div className="admin-row-actions">
        <Button disabled={apply.isPending} onClick={() => apply.mutate()}>
          {t('admin.change_request.apply')}
        </Button>
        <Button variant="secondary" onClick={() => setDeclining(true)}>
          {t('admin.change_request.decline')}
        </Button>
      </div>
      <ErrorAlert error={apply.error} />
      {declining && <DeclineChangeRequestModal id={request.id} onClose={() => setDeclining(false)} />}
    </section>
  );
}
