import type { AdminAppointment, Slot } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Modal } from '../../../../components/Modal';
import { AdminTextArea } from '../../../admin';
import {
  type SimpleAppointmentAction,
  useAppointmentAction,
  useCancelAppointment,
  useResendConfirmation,
} from '../api/operations-api';
import { RescheduleModal } from './RescheduleModal';

/** Statuses in which the appointment still holds its time, so staff may act on it. */
const active = new Set(['BOOKED', 'PENDING', 'ON_HOLD']);

/** The mark an undo takes back: the later of arrival and no-show. */
const lastMarkIsArrival = ({ arrivedAt, noShowAt }: AdminAppointment) =>
  arrivedAt !== null && (noShowAt === null || arrivedAt >= noShowAt);

/** Confirm, arrived (within the check-in window), no-show, undo of either, resend, reschedule and cancel; each refreshes the page from the server. */
export function AppointmentActions({ appointment }: { appointment: AdminAppointment }) {
  const { t } = useTranslation();
  const action = useAppointmentAction(appointment.slug);
  const resend = useResendConfirmation(appointment.slug);
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const isActive = active.has(appointment.status);
  const run = (name: SimpleAppointmentAction) => action.mutate(name);
  return (
    <section aria-labelledby="appointment-actions-title">
      <h2 id="appointment-actions-title">{t('admin.appointment.actions')}</h2>
      <div className="admin-row-actions">
        {(appointment.status === 'PENDING' || appointment.status === 'ON_HOLD') && (
          <Button disabled={action.isPending} onClick={() => run('confirm')}>
            {t('admin.appointment.confirm')}
          </Button>
        )}
        {isActive && appointment.arrivalOpen && (
          <Button variant="secondary" disabled={action.isPending} onClick={() => run('arrived')}>
            {t('admin.appointment.mark_arrived')}
          </Button>
        )}
        {isActive && appointment.noShowOpen && (
          <Button variant="secondary" disabled={action.isPending} onClick={() => run('no_show')}>
            {t('admin.appointment.mark_no_show')}
          </Button>
        )}
        {isActive && appointment.attendanceUndoOpen && (
          <Button variant="secondary" disabled={action.isPending} onClick={() => run('undo_attendance')}>
            {t(
              lastMarkIsArrival(appointment)
                ? 'admin.appointment.undo_arrived'
                : 'admin.appointment.undo_no_show',
            )}
          </Button>
        )}
        {isActive && (
          <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {t('admin.appointment.resend')}
          </Button>
        )}
        {isActive && (
          <Button variant="secondary" onClick={() => setDialog('reschedule')}>
            {t('admin.appointment.reschedule')}
          </Button>
        )}
        {isActive && (
          <Button variant="secondary" onClick={() => setDialog('cancel')}>
            {t('admin.appointment.cancel')}
          </Button>
        )}
      </div>
      {isActive && !appointment.arrivedAt && !appointment.arrivalOpen && (
        <p className="muted">{t('message.arrival_outside_window')}</p>
      )}
      {resend.isSuccess && <p role="status">{t('admin.appointment.resent')}</p>}
      <ErrorAlert error={action.error ?? resend.error} />
      {dialog === 'cancel' && <CancelModal appointment={appointment} onClose={() => setDialog(null)} />}
      {dialog === 'reschedule' && (
        <RescheduleModal appointment={appointment} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}

function CancelModal({ appointment, onClose }: { appointment: AdminAppointment; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelAppointment(appointment.slug);
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(true);
  const [missing, setMissing] = useState(false);
  return (
    <Modal isOpen onClose={onClose} size="md" title={t('admin.appointment.cancel_title')} actions={<span />}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setMissing(true);
          cancel.mutate({ reason, notify }, { onSuccess: onClose });
        }}
      >
        <AdminTextArea
          id="cancel-reason"
          label={t('admin.appointment.cancel_reason')}
          value={reason}
          error={missing ? t('message.field_required') : null}
          onChange={(event) => setReason(event.target.value)}
        />
        <label className="checkbox-list-item">
          <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
          {t('admin.appointment.cancel_notify')}
        </label>
        <ErrorAlert error={cancel.error} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.close')}
          </Button>
          <Button type="submit" disabled={cancel.isPending}>
            {t('admin.appointment.cancel_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The slot as the reschedule and convert calls want it. */
export const slotTarget = (slot: Slot) => ({ deviceId: slot.deviceId, start: slot.start });
