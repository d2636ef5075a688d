import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useCallbackRequest, useCallCentreEmail } from '../api/portal-patient';
import { PortalField } from './PortalField';

export type ContactForm = 'email' | 'callback';
export type ContactOutcome = 'email_sent' | 'callback_sent' | 'failed';

const emailSchema = z.object({
  message: z.string().trim().min(1, 'message.field_required').max(1000, 'message.field_too_long'),
});
const callbackSchema = z.object({
  contactNumber: z
    .string()
    .transform((value) => value.replace(/[\s()-]/g, ''))
    .refine((value) => value === '' || /^\+?\d{8,15}$/.test(value), { message: 'message.field_invalid' }),
  preferredTime: z.string().trim().max(100, 'message.field_too_long'),
});
type EmailValues = z.input<typeof emailSchema>;
type CallbackValues = z.input<typeof callbackSchema>;

interface Props {
  bookingKey: string;
  /** The form shown, if any. */
  open: ContactForm | null;
  onClose: () => void;
  /** Called once a request settled; a failure only shows a quiet note (§8). */
  onOutcome: (outcome: ContactOutcome) => void;
}

/** The two forms behind StaffContactButtons, each in its modal. */
export function StaffContactModals({ bookingKey, open, onClose, onOutcome }: Props) {
  const { t } = useTranslation();
  const email = useCallCentreEmail(bookingKey);
  const callback = useCallbackRequest(bookingKey);
  const id = useId();
  const emailForm = useForm<EmailValues, unknown, z.output<typeof emailSchema>>({
    resolver: zodResolver(emailSchema),
    defaultValues: { message: '' },
  });
  const callbackForm = useForm<CallbackValues, unknown, z.output<typeof callbackSchema>>({
    resolver: zodResolver(callbackSchema),
    defaultValues: { contactNumber: '', preferredTime: '' },
  });

  const settle = (done: ContactOutcome, reset: () => void) => ({
    onSuccess: () => {
      reset();
      onOutcome(done);
    },
    onError: () => onOutcome('failed'),
    onSettled: onClose,
  });
  const sendEmail = emailForm.handleSubmit((values) =>
    email.mutate(
      values.message,
      settle('email_sent', () => emailForm.reset()),
    ),
  );
  const sendCallback = callbackForm.handleSubmit((values) =>
    callback.mutate(
      { contactNumber: values.contactNumber || null, preferredTime: values.preferredTime || null },
      settle('callback_sent', () => callbackForm.reset()),
    ),
  );
  const actions = (formId: string, busy: boolean, label: string) => (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('common.close')}
      </Button>
      <Button type="submit" form={formId} disabled={busy}>
        {label}
      </Button>
    </>
  );

  return (
    <>
      <Modal
        isOpen={open === 'email'}
        onClose={onClose}
        title={t('portal.contact.email_title')}
        size="md"
        actions={actions(`${id}-email`, email.isPending, t('portal.contact.email_submit'))}
      >
        <form id={`${id}-email`} className="portal-form" onSubmit={sendEmail} noValidate>
          <p>{t('portal.contact.email_lead')}</p>
          <PortalField
            id={`${id}-message`}
            label={t('portal.contact.message')}
            error={emailForm.formState.errors.message?.message}
          >
            <textarea rows={4} maxLength={1000} {...emailForm.register('message')} />
          </PortalField>
        </form>
      </Modal>
      <Modal
        isOpen={open === 'callback'}
        onClose={onClose}
        title={t('portal.contact.callback_title')}
        size="md"
        actions={actions(`${id}-callback`, callback.isPending, t('portal.contact.callback_submit'))}
      >
        <form id={`${id}-callback`} className="portal-form" onSubmit={sendCallback} noValidate>
          <p>{t('portal.contact.callback_lead')}</p>
          <PortalField
            id={`${id}-number`}
            label={t('portal.contact.contact_number')}
            error={callbackForm.formState.errors.contactNumber?.message}
          >
            <input type="tel" autoComplete="tel" {...callbackForm.register('contactNumber')} />
          </PortalField>
          <PortalField
            id={`${id}-time`}
            label={t('portal.contact.preferred_time')}
            error={callbackForm.formState.errors.preferredTime?.message}
          >
            <input maxLength={100} {...callbackForm.register('preferredTime')} />
          </PortalField>
        </form>
      </Modal>
    </>
  );
}
