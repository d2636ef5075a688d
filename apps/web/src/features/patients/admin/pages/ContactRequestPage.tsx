import type { ContactRequestDetail } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { formatDateTime } from '../../../../lib/date-format';
import type { AdminOutletContext } from '../../../admin';
import { AdminTextArea, mayUse, NoAccess, sectionById } from '../../../admin';
import { useAddContactRequestNote, useContactRequest, useContactRequestAction } from '../api/requests-api';
import { BookingLink } from '../components/BookingLink';

/** /admin/contact-requests/:id: a call-back or message; claim it, keep notes, mark it done. */
export default function ContactRequestPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const { id } = useParams();
  const section = sectionById('contact_requests');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <ContactRequestView id={Number(id)} />;
}

function ContactRequestView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const request = useContactRequest(id);
  const action = useContactRequestAction(id);
  const data = request.data;
  return (
    <section className="page admin-contact-request" aria-labelledby="contact-request-title">
      <p>
        <Link to={`/admin/contact-requests${data ? `?status=${data.status}` : ''}`}>
          {t('admin.contact_request.back')}
        </Link>
      </p>
      <h1 id="contact-request-title">{t('admin.contact_request.title')}</h1>
      {request.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={request.error} />
      {data && (
        <>
          <dl className="admin-details">
            {(
              [
                [t('admin.change_request.status'), t(`admin.contact_request_status.${data.status}`)],
                [t('admin.contact_requests.kind'), t(`admin.contact_kind.${data.kind}`)],
                [
                  t('admin.appointment.patient'),
                  <Link key="patient" to={`/admin/patients/${data.patientId}`}>
                    {data.patientName}
                  </Link>,
                ],
                [t('admin.contact_requests.number'), data.contactNumber ?? '—'],
                [t('admin.contact_requests.message'), data.message ?? '—'],
                [t('admin.change_request.booking'), <BookingLink key="booking" booking={data.booking} />],
                [t('admin.enquiries.clinic'), data.clinic?.name ?? '—'],
                [t('admin.enquiries.received'), formatDateTime(data.createdAt, i18n.language)],
                [t('admin.contact_requests.claimed_by'), data.claimedBy ?? '—'],
              ] as [string, React.ReactNode][]
            ).map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {data.status !== 'DONE' && (
            <section aria-labelledby="contact-request-actions-title">
              <h2 id="contact-request-actions-title">{t('admin.appointment.actions')}</h2>
              <div className="admin-row-actions">
                <Button
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() => action.mutate('claim')}
                >
                  {t('admin.contact_request.claim')}
                </Button>
                <Button disabled={action.isPending} onClick={() => action.mutate('done')}>
                  {t('admin.contact_request.done')}
                </Button>
              </div>
              <ErrorAlert error={action.error} />
            </section>
          )}
          <ContactNotes request={data} />
        </>
      )}
    </section>
  );
}

function ContactNotes({ request }: { request: ContactRequestDetail }) {
  const { t, i18n } = useTranslation();
  const add = useAddContactRequestNote(request.id);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <section aria-labelledby="contact-notes-title">
      <h2 id="contact-notes-title">{t('admin.contact_request.notes')}</h2>
      {request.notes.length === 0 ? (
        <p>{t('admin.none')}</p>
      ) : (
        <ul>
          {request.notes.map((entry) => (
            <li key={entry.id}>
              {formatDateTime(entry.createdAt, i18n.language)}, {entry.staffSubject}: {entry.note}
            </li>
          ))}
        </ul>
      )}
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!note.trim()) return setMissing(true);
          setMissing(false);
          add.mutate(note, { onSuccess: () => setNote('') });
        }}
      >
        <AdminTextArea
          id="contact-note"
          label={t('admin.contact_request.note_label')}
          value={note}
          maxLength={2000}
          error={missing ? t('message.field_required') : null}
          onChange={(event) => setNote(event.target.value)}
        />
        <ErrorAlert error={add.error} />
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {t('admin.contact_request.add_note')}
        </Button>
      </form>
    </section>
  );
}
