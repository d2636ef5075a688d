import type { StrandDecision, StrandedAppointment } from '@rb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { formatLongDate, formatTime } from '../../../../lib/date-format';

type Choice = { action: 'KEEP' | 'MOVE' | 'CANCEL' | ''; move: string; reason: string };

/**
 * The bookings a change would strand (decision 0040), one group each: keep it outside the new
 * schedule, move it to one of the free times offered, or cancel it with a reason the patient is sent.
 * The change is saved only with a decision for every booking. Radios and selects, so the keyboard
 * alone decides; the dialog holds focus until it is closed.
 */
export function StrandedDialog({
  stranded,
  timeZone,
  pending,
  onDecide,
  onClose,
}: {
  stranded: StrandedAppointment[];
  timeZone: string;
  pending: boolean;
  onDecide: (decisions: StrandDecision[]) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const choiceOf = (id: number): Choice => choices[id] ?? { action: '', move: '', reason: '' };
  const set = (id: number, change: Partial<Choice>) =>
    setChoices((current) => ({ ...current, [id]: { ...choiceOf(id), ...change } }));
  const when = (instant: string) =>
    `${formatLongDate(instant, timeZone, i18n.language)} ${formatTime(instant, timeZone, i18n.language)}`;
  const decisions: (StrandDecision | null)[] = stranded.map((booking) => {
    const choice = choiceOf(booking.appointmentId);
    const appointmentId = booking.appointmentId;
    if (choice.action === 'KEEP') return { appointmentId, action: 'KEEP' };
    if (choice.action === 'CANCEL' && choice.reason.trim())
      return { appointmentId, action: 'CANCEL', reason: choice.reason.trim() };
    if (choice.action === 'MOVE' && choice.move) {
      const [deviceId, start] = choice.move.split('|');
      return { appointmentId, action: 'MOVE', deviceId: Number(deviceId), start: start as string };
    }
    return null;
  });
  const complete = decisions.every((decision) => decision !== null);
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('admin.schedule.stranded.title', { count: stranded.length })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.schedule.stranded.back')}
          </Button>
          <Button
            disabled={!complete || pending}
            onClick={() => onDecide(decisions.filter((d): d is StrandDecision => d !== null))}
          >
            {t('admin.schedule.stranded.save')}
          </Button>
        </>
      }
    >
      <p>{t('admin.schedule.stranded.intro')}</p>
      {stranded.map((booking) => {
        const choice = choiceOf(booking.appointmentId);
        const group = `${ids}-${booking.appointmentId}`;
        return (
          <fieldset key={booking.appointmentId} className="stranded-booking">
            <legend>
              {t('admin.schedule.stranded.booking', {
                patient: booking.patientName,
                exam: booking.examName,
                when: when(booking.start),
              })}
            </legend>
            {(['KEEP', 'MOVE', 'CANCEL'] as const).map((action) => (
              <div className="form-check" key={action}>
                <input
                  type="radio"
                  id={`${group}-${action}`}
                  name={group}
                  checked={choice.action === action}
                  disabled={action === 'MOVE' && booking.offers.length === 0}
                  onChange={() => set(booking.appointmentId, { action })}
                />
                <label htmlFor={`${group}-${action}`}>
                  {t(`admin.schedule.stranded.${action.toLowerCase()}`)}
                </label>
              </div>
            ))}
            {choice.action === 'MOVE' && (
              <div className="form-field">
                <label htmlFor={`${group}-to`}>{t('admin.schedule.stranded.move_to')}</label>
                <select
                  id={`${group}-to`}
                  value={choice.move}
                  onChange={(event) => set(booking.appointmentId, { move: event.target.value })}
                >
                  <option value="">{t('admin.catalog.choose')}</option>
                  {booking.offers.map((offer) => (
                    <option
                      key={`${offer.deviceId}|${offer.start}`}
                      value={`${offer.deviceId}|${offer.start}`}
                    >
                      {when(offer.start)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {choice.action === 'CANCEL' && (
              <div className="form-field">
                <label htmlFor={`${group}-reason`}>{t('admin.schedule.stranded.reason')}</label>
                <textarea
                  id={`${group}-reason`}
                  value={choice.reason}
                  maxLength={500}
                  onChange={(event) => set(booking.appointmentId, { reason: event.target.value })}
                />
              </div>
            )}
          </fieldset>
        );
      })}
    </Modal>
  );
}
