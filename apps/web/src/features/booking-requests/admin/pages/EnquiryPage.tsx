import type { EnquiryDetail } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { formatDateTime } from '../../../../lib/date-format';
import type { AdminOutletContext } from '../../../admin';
import { mayUse, NoAccess, sectionById } from '../../../admin';
import { AnswersView } from '../../../questionnaires/staff';
import { useEnquiry } from '../api/enquiries-api';
import { ConvertEnquiry } from '../components/ConvertEnquiry';
import { EnquiryActions } from '../components/EnquiryActions';

/** /admin/booking-requests/:id: one enquiry, its call log, and the triage actions. */
export default function EnquiryPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const { id } = useParams();
  const section = sectionById('booking_requests');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <EnquiryView id={Number(id)} me={me} />;
}

const open = (enquiry: EnquiryDetail) => enquiry.state !== 'BOOKED' && enquiry.state !== 'CLOSED';

function EnquiryView({ id, me }: { id: number; me: AdminOutletContext['me'] }) {
  const { t } = useTranslation();
  const enquiry = useEnquiry(id);
  const data = enquiry.data;
  return (
    <section className="page admin-enquiry" aria-labelledby="enquiry-title">
      <p>
        <Link to={`/admin/booking-requests${data ? `?state=${data.state}` : ''}`}>
          {t('admin.enquiry.back')}
        </Link>
      </p>
      <h1 id="enquiry-title">{t('admin.enquiry.title')}</h1>
      {enquiry.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={enquiry.error} />
      {data && (
        <>
          <EnquirySummary enquiry={data} />
          {data.appointment && (
            <p role="status">
              {t('admin.enquiry.booked_as')}{' '}
              <Link to={`/admin/appointments/${data.appointment.slug}`}>
                {t('admin.enquiry.open_appointment')}
              </Link>
            </p>
          )}
          {open(data) && <EnquiryActions enquiry={data} />}
          {open(data) && <ConvertEnquiry enquiry={data} me={me} />}
        </>
      )}
    </section>
  );
}

function EnquirySummary({ enquiry }: { enquiry: EnquiryDetail }) {
  const { t, i18n } = useTranslation();
  const { patient } = enquiry;
  const rows: [string, string][] = [
    [t('admin.enquiry.state'), t(`admin.enquiry_state.${enquiry.state}`)],
    [t('admin.appointment.patient'), `${patient.firstName} ${patient.lastName}`],
    [t('admin.appointment.date_of_birth'), patient.dateOfBirth],
    [t('admin.appointment.email'), patient.email],
    [t('admin.appointment.phone'), patient.contactNumber ?? '—'],
    [t('admin.enquiries.exams'), enquiry.exams.map((exam) => exam.nameWithModality).join(', ')],
    [t('admin.enquiries.clinic'), enquiry.clinic?.name ?? '—'],
    [t('admin.enquiries.received'), formatDateTime(enquiry.createdAt, i18n.language)],
    [t('admin.enquiry.preferred_dates'), enquiry.preferredDates ?? '—'],
    [t('admin.appointment.notes'), enquiry.notes ?? '—'],
    [t('admin.enquiry.close_reason'), enquiry.closeReason ?? '—'],
  ];
  return (
    <>
      <dl className="admin-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('admin.enquiry.referrals')}</h2>
      {enquiry.referrals.length === 0 ? (
        <p>{t('admin.none')}</p>
      ) : (
        <ul>
          {enquiry.referrals.map((referral) => (
            <li key={referral.id}>
              {referral.fileName} ({Math.ceil(referral.sizeBytes / 1024)} kB)
            </li>
          ))}
        </ul>
      )}
      <h2>{t('admin.appointment.answers')}</h2>
      <AnswersView answers={enquiry.answers} />
      <h2>{t('admin.enquiry.calls')}</h2>
      {enquiry.calls.length === 0 ? (
        <p>{t('admin.none')}</p>
      ) : (
        <ul>
          {enquiry.calls.map((entry) => (
            <li key={entry.id}>
              {formatDateTime(entry.createdAt, i18n.language)}: {t(`admin.call_outcome.${entry.outcome}`)}
              {entry.note ? ` — ${entry.note}` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
