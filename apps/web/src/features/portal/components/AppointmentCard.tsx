import type { PortalAppointment } from '@rb/contracts';
import { isActiveAppointment } from '@rb/contracts/appointments/appointment-status';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { formatLongDate, formatTime } from '../../../lib/date-format';

interface AppointmentCardProps {
  appointment: PortalAppointment;
  busy: boolean;
  /** A read-only session (§2 badge): the appointment is shown without its change actions. */
  readOnly?: boolean;
  onConfirm: () => void;
  onReschedule: () => void;
  /** Cancel, or decline an appointment the patient has not confirmed (§4). */
  onEnd: (kind: 'cancel' | 'decline') => void;
}

/** What, where, when (in the clinic's zone), preparation and status of one appointment, with its actions. */
export function AppointmentCard({
  appointment,
  busy,
  readOnly = false,
  onConfirm,
  onReschedule,
  onEnd,
}: AppointmentCardProps) {
  const { t, i18n } = useTranslation();
  const { change, clinic } = appointment;
  const active = isActiveAppointment(appointment.status);
  const canCancel = change.canChange || change.reason === 'ENQUIRE_ONLY';
  return (
    <>
      <h2>{appointment.nameWithModality}</h2>
      <dl>
        <dt>{t('portal.what')}</dt>
        <dd>{appointment.nameWithModality}</dd>
        <dt>{t('portal.when')}</dt>
        <dd>
          {t('portal.when_value', {
            date: formatLongDate(appointment.start, clinic.timeZone, i18n.language),
            start: formatTime(appointment.start, clinic.timeZone, i18n.language),
            end: formatTime(appointment.end, clinic.timeZone, i18n.language),
          })}
        </dd>
        <dt>{t('portal.where')}</dt>
        <dd>
          {clinic.name}, {clinic.address} · {clinic.phone}
        </dd>
        <dt>{t('portal.status')}</dt>
        <dd data-testid="appointment-status">{t(`booking.status.${appointment.status}`)}</dd>
        {appointment.preparationNotes && (
          <>
            <dt>{t('portal.preparation')}</dt>
            <dd className="preparation">{appointment.preparationNotes}</dd>
          </>
        )}
      </dl>
      {active && !readOnly && (
        <div className="portal-actions">
          {appointment.confirmed ? (
            <p className="portal-confirmed">{t('portal.confirmed')}</p>
          ) : (
            <>
              <Button variant="secondary" disabled={busy} onClick={onConfirm}>
                {t('portal.confirm')}
              </Button>
              <Button variant="secondary" disabled={busy || !canCancel} onClick={() => onEnd('decline')}>
                {t('portal.decline.open')}
              </Button>
            </>
          )}
          <Button variant="secondary" disabled={busy || !change.canChange} onClick={onReschedule}>
            {t('portal.reschedule.open')}
          </Button>
          <Button variant="secondary" disabled={busy || !canCancel} onClick={() => onEnd('cancel')}>
            {t('portal.cancel.open')}
          </Button>
        </div>
      )}
      {active && !readOnly && !change.canChange && change.reason && (
        <p className="portal-note">
          {t(`portal.reason.${change.reason}`, { priorMinutes: change.priorMinutes })}
        </p>
      )}
    </>
  );
}
