import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { formatLocalTime } from '../../../lib/date-format';
import { PatientChangeRequestButton } from '../../portal';
import type { CheckInEvent } from '../machines/check-in.machine';
import type { CheckInAppointment, CheckInReadiness } from '../machines/check-in.types';
import { CheckInFormModal } from './CheckInFormModal';
import { ReferralUploadModal } from './ReferralUploadModal';

/** The confirm sub-state the page is in (the machine's `confirm.*` value). */
export type ConfirmStage = string;

const PROCESSING = new Set([
  'enabling',
  'preparing',
  'pollingPrepared',
  'waitingPrepared',
  'reloading',
  'checkingReadiness',
  'checkingIn',
  'pollingCheckedIn',
  'waitingCheckedIn',
]);

interface Props {
  stage: ConfirmStage;
  appointments: CheckInAppointment[];
  current: CheckInAppointment | undefined;
  message: string | null;
  readiness: CheckInReadiness | null;
  send: (event: CheckInEvent) => void;
}

function When({ appointment }: { appointment: CheckInAppointment }) {
  const { i18n } = useTranslation();
  const time = formatLocalTime(appointment.startsAt, i18n.language);
  return <time dateTime={appointment.startsAt}>{time}</time>;
}

/** CONFIRM: today's appointments with a check-in button each, and the static modals of §4. */
export function ConfirmStep({ stage, appointments, current, message, readiness, send }: Props) {
  const { t } = useTranslation();
  return (
    <section className="check-in-card" aria-labelledby="check-in-confirm-title">
      <h1 id="check-in-confirm-title">{t('check_in.confirm_title')}</h1>
      <ul className="check-in-appointments">
        {appointments.map((appointment) => (
          <li key={appointment.slug} className="check-in-appointment">
            <div>
              <strong>{appointment.nameWithModality}</strong>
              <span>
                {appointment.clinicName} · <When appointment={appointment} />
              </span>
            </div>
            {appointment.checkInSent ? (
              <span className="check-in-done">{t('check_in.already_checked_in')}</span>
            ) : (
              <Button
                onClick={() => send({ type: 'CHECK_IN', slug: appointment.slug })}
                disabled={stage !== 'list'}
                aria-label={t('check_in.check_in_for', { exam: appointment.nameWithModality })}
              >
                {t('check_in.check_in')}
              </Button>
            )}
          </li>
        ))}
      </ul>

      <Modal
        isOpen={PROCESSING.has(stage)}
        isStatic
        onClose={() => {}}
        title={t('check_in.processing_title')}
        actions={false}
      >
        <Spinner label={t('check_in.processing')} />
      </Modal>
      <Modal
        isOpen={stage === 'lateNotice' || stage === 'notReady'}
        isStatic
        onClose={() => send({ type: 'ACK' })}
        title={t(stage === 'lateNotice' ? 'check_in.late_title' : 'check_in.not_ready_title')}
        actions={<Button onClick={() => send({ type: 'ACK' })}>{t('check_in.ok')}</Button>}
      >
        <p>{t(message ?? 'message.unknown_reason')}</p>
      </Modal>
      <Modal
        isOpen={stage === 'simpleConfirm' || stage === 'confirmDialog'}
        isStatic
        onClose={() => send({ type: 'CANCEL' })}
        title={t(stage === 'simpleConfirm' ? 'check_in.simple_title' : 'check_in.confirm_dialog_title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => send({ type: 'CANCEL' })}>
              {t('check_in.cancel')}
            </Button>
            {stage === 'confirmDialog' && current && (
              <PatientChangeRequestButton
                bookingKey={current.bookingKey}
                origin="APPOINTMENT"
                label={t('check_in.change_details')}
                onSent={() => send({ type: 'PATIENT_CHANGE_DONE' })}
              />
            )}
            <Button onClick={() => send({ type: 'CONFIRM' })}>{t('check_in.confirm')}</Button>
          </>
        }
      >
        <p>
          {t(stage === 'simpleConfirm' ? 'check_in.simple_text' : 'check_in.confirm_dialog_text', {
            exam: current?.nameWithModality ?? '',
          })}
        </p>
      </Modal>
      <Modal
        isOpen={stage === 'changeDone'}
        isStatic
        onClose={() => send({ type: 'ACK' })}
        title={t('message.patient_request_success_title')}
        actions={<Button onClick={() => send({ type: 'ACK' })}>{t('check_in.ok')}</Button>}
      >
        <p>{t('check_in.change_request_sent')}</p>
      </Modal>
      {stage === 'form' && current && (
        <CheckInFormModal
          appointment={current}
          onSubmit={(form) => send({ type: 'SUBMIT_FORM', form })}
          onCancel={() => send({ type: 'CANCEL' })}
          onPatientChangeSent={() => send({ type: 'PATIENT_CHANGE_DONE' })}
        />
      )}
      {stage === 'referralUpload' && current && (
        <ReferralUploadModal
          appointmentId={current.id}
          slug={current.slug}
          documentTypeId={readiness?.documentTypeId ?? null}
          onUploaded={() => send({ type: 'UPLOADED' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      )}
    </section>
  );
}
