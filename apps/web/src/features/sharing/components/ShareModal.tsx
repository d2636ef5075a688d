import { zodResolver } from '@hookform/resolvers/zod';
import { isValidShareContact, type ShareContactType, type ShareType } from '@rb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/FieldError';
import { Modal } from '../../../components/Modal';
import { ApiError } from '../../../lib/api-client';
import { useConfig } from '../../config';
import { createShare } from '../api/sharing-api';

interface ShareValues {
  contactDetailsType: ShareContactType;
  contactDetails: string;
  contactName: string;
  note: string;
  type: ShareType;
}

/** §5 share contact and §9 note limit, the same rules the server applies. */
const shareSchema = (smsSharingEnabled: boolean, noteMax: number) =>
  z
    .object({
      contactDetailsType: z.enum(['EMAIL', 'PHONE']),
      contactDetails: z.string().trim().min(1, 'message.field_required'),
      contactName: z.string().max(100, 'message.field_too_long'),
      note: z.string().max(noteMax, 'message.share_note_too_long'),
      type: z.enum(['RESULT', 'HISTORY']),
    })
    .refine((v) => isValidShareContact(v.contactDetails, v.contactDetailsType, smsSharingEnabled), {
      path: ['contactDetails'],
      message: 'message.invalid_contact_details',
    });

/** The share-results modal (§2 modals, §3 Share form). */
export function ShareModal({
  bookingKey,
  isOpen,
  onClose,
}: {
  bookingKey: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const noteMax = config.application.shareNoteMaxLength;
  const sms = config.features.smsSharingEnabled;
  const queryClient = useQueryClient();
  const { register, handleSubmit, watch, formState, reset } = useForm<ShareValues>({
    resolver: zodResolver(shareSchema(sms, noteMax)),
    defaultValues: {
      contactDetailsType: 'EMAIL',
      contactDetails: '',
      contactName: '',
      note: '',
      type: 'RESULT',
    },
  });
  const mutation = useMutation({
    mutationFn: (values: ShareValues) =>
      createShare(bookingKey, {
        ...values,
        contactName: values.contactName || null,
        note: values.note || null,
        lang: i18n.language,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['shares', bookingKey] });
      reset();
      onClose();
    },
  });
  const { errors } = formState;
  const noteLength = watch('note')?.length ?? 0;
  const serverError = mutation.error instanceof ApiError ? mutation.error.problem.message : null;
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('share.title')} actions={<span />}>
      <form className="share-form" onSubmit={handleSubmit((v) => mutation.mutate(v))} noValidate>
        <p>{t('share.intro')}</p>
        <fieldset>
          <legend>{t('share.type')}</legend>
          <label>
            <input type="radio" value="RESULT" {...register('type')} /> {t('share.type.result')}
          </label>
          <label>
            <input type="radio" value="HISTORY" {...register('type')} /> {t('share.type.history')}
          </label>
        </fieldset>
        {sms && (
          <fieldset>
            <legend>{t('share.contact_type')}</legend>
            <label>
              <input type="radio" value="EMAIL" {...register('contactDetailsType')} />{' '}
              {t('share.contact_type.email')}
            </label>
            <label>
              <input type="radio" value="PHONE" {...register('contactDetailsType')} />{' '}
              {t('share.contact_type.phone')}
            </label>
          </fieldset>
        )}
        <label htmlFor="share-contact">{t('share.contact_details')}</label>
        <input
          id="share-contact"
          autoComplete="off"
          aria-invalid={Boolean(errors.contactDetails)}
          aria-describedby={errors.contactDetails ? 'share-contact-error' : undefined}
          {...register('contactDetails')}
        />
        <FieldError
          id="share-contact-error"
          message={errors.contactDetails?.message && t(errors.contactDetails.message, { max: noteMax })}
          alert
        />
        <label htmlFor="share-name">{t('share.contact_name')}</label>
        <input id="share-name" autoComplete="off" {...register('contactName')} />
        <label htmlFor="share-note">{t('share.note')}</label>
        <textarea
          id="share-note"
          aria-describedby="share-note-counter"
          aria-invalid={Boolean(errors.note)}
          {...register('note')}
        />
        <p id="share-note-counter" className="share-note-counter" aria-live="polite">
          {t('share.note_counter', { count: noteLength, max: noteMax })}
        </p>
        <FieldError
          id="share-note-error"
          message={errors.note?.message && t(errors.note.message, { max: noteMax })}
          alert
        />
        {serverError && <FieldError message={t(serverError, { max: noteMax })} alert />}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('share.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {t('share.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
