import type { AdminAppointment, Slot } from '@rb/contracts';
import { adminAppointmentEndpoints } from '@rb/contracts/appointments/appointments.admin.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { FieldError } from '../../../../components/FieldError';
import { Modal } from '../../../../components/Modal';
import { call } from '../../../../lib/api-client';
import { FreeSlotChooser } from './FreeSlotChooser';

/** Move the appointment to another free slot of its clinic, with the reason the patient is told. */
export function RescheduleModal({
  appointment,
  onClose,
}: {
  appointment: AdminAppointment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reschedule = useMutation({
    mutationFn: (chosen: Slot) =>
      call(adminAppointmentEndpoints.rescheduleAppointment, {
        params: { slug: appointment.slug },
        body: { deviceId: chosen.deviceId, start: chosen.start, reason },
      }),
    onSuccess: async (moved) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'operations'] });
      onClose();
      // A reschedule answers the new appointment: show it.
      navigate(`/admin/appointments/${moved.slug}`);
    },
  });
  return (
    <Modal
      isOpen
      onClose={onClose}
      size="lg"
      title={t('admin.appointment.reschedule_title')}
      actions={<span />}
    >
      <form
        className="admin-form admin-form-wide"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim() || !slot) return setMissing(true);
          reschedule.mutate(slot);
        }}
      >
        <FreeSlotChooser
          idPrefix="reschedule"
          clinicId={appointment.clinic.id}
          timeZone={appointment.clinic.timeZone}
          examSlug={appointment.exam.slug}
          chosen={slot}
          busy={reschedule.isPending}
          onChoose={setSlot}
        />
        <div className="form-field">
          <label htmlFor="reschedule-reason">{t('admin.appointment.reschedule_reason')}</label>
          <textarea
            id="reschedule-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {missing && (!slot || !reason.trim()) && (
          <FieldError message={t('admin.appointment.reschedule_missing')} alert />
        )}
        <ErrorAlert error={reschedule.error} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.close')}
          </Button>
          <Button type="submit" disabled={reschedule.isPending}>
            {t('admin.appointment.reschedule_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
