import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { CancelQuestionnaire, useQuestionnaires } from '../../questionnaires';

/** Reasons offered in the cancel-reason modal; the translated label is what the server keeps. */
export const CANCEL_REASONS = ['feeling_better', 'cannot_attend', 'booked_elsewhere', 'other'] as const;

/** Cancel, or decline an appointment someone else booked: the same form with its own words. */
export type EndKind = 'cancel' | 'decline';

const WORDING = {
  cancel: {
    questionnaire: 'CANCEL_APPOINTMENT_PATIENT',
    title: 'portal.cancel.title',
    submit: 'portal.cancel.submit',
    working: 'questionnaires.canceling',
    questionnaireReason: 'questionnaires.cancel_reason',
  },
  decline: {
    questionnaire: 'DECLINE_APPOINTMENT',
    title: 'portal.decline.title',
    submit: 'portal.decline.submit',
    working: 'portal.decline.working',
    questionnaireReason: 'portal.decline.questionnaire_reason',
  },
} as const;

interface CancelModalProps {
  kind: EndKind;
  isOpen: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (form: { reason: string; note: string | null }) => void;
}

/**
 * Cancelling (or declining) an appointment: through the CANCEL_APPOINTMENT_PATIENT (DECLINE_APPOINTMENT)
 * questionnaire when one applies (§4), otherwise with the cancel-reason modal.
 */
export function CancelModal(props: CancelModalProps & { bookingKey: string; slug: string | null }) {
  const { t } = useTranslation();
  const { bookingKey, slug, isOpen } = props;
  const wording = WORDING[props.kind];
  const questionnaires = useQuestionnaires(
    { bookingKey, appointmentSlug: slug ?? undefined, types: wording.questionnaire },
    isOpen && slug !== null,
  );
  if (!isOpen || slug === null) return <CancelReasonModal {...props} />;
  if (questionnaires.isPending) return <Spinner label={t('message.loading')} />;
  if (!questionnaires.data?.questionnaires.length) return <CancelReasonModal {...props} />;
  return (
    <CancelQuestionnaire
      type={wording.questionnaire}
      bookingKey={bookingKey}
      appointmentSlug={slug}
      title={t(wording.title)}
      workingLabel={t(wording.working)}
      error={props.error}
      onClose={props.onClose}
      onCompleted={() => props.onSubmit({ reason: t(wording.questionnaireReason), note: null })}
    />
  );
}

/** §2 cancel-reason modal (§3 Cancel form: reason label and note). */
function CancelReasonModal({ kind, isOpen, busy, error, onClose, onSubmit }: CancelModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  const ids = { reason: useId(), note: useId(), form: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    onSubmit({ reason: t(`portal.cancel.reason.${reason}`), note: note.trim() || null });
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t(WORDING[kind].title)}
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('portal.cancel.keep')}
          </Button>
          <Button type="submit" form={ids.form} disabled={!reason || busy}>
            {t(WORDING[kind].submit)}
          </Button>
        </>
      }
    >
      <form id={ids.form} onSubmit={submit} className="portal-form">
        <label htmlFor={ids.reason}>{t('portal.cancel.reason_label')}</label>
        <select id={ids.reason} value={reason} required onChange={(e) => setReason(e.target.value)}>
          <option value="">{t('portal.cancel.reason_placeholder')}</option>
          {CANCEL_REASONS.map((key) => (
            <option key={key} value={key}>
              {t(`portal.cancel.reason.${key}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.note}>{t('portal.cancel.note_label')}</label>
        <textarea
          id={ids.note}
          value={note}
          maxLength={1000}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
        />
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
