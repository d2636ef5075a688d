import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/FieldError';
import { Spinner } from '../../../components/Spinner';
import { ApiError, problemMessage } from '../../../lib/api-client';
import { journeyEvent, trackStep } from '../../analytics';
import { useConfig } from '../../config';
import { useReferralMutations, useReferrals } from '../api/referrals';
import { acceptedTypesLabel, contentTypeOf, isAcceptedReferral } from '../lib/referral-types';

interface ReferralUploadProps {
  idPrefix: string;
  bookingKey: string;
  /** The `upload` query parameter: bring the upload into view and focus it. */
  focusOnOpen?: boolean;
  acceptedTypes?: string[];
}

/**
 * §5 referral upload while booking, kept under the booking key until the booking is made. The type
 * is checked here first; the server checks the bytes again. A refused file is cleared with the
 * file-types message.
 */
export function ReferralUpload({
  idPrefix,
  bookingKey,
  focusOnOpen = false,
  acceptedTypes: acceptedTypesOverride,
}: ReferralUploadProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const acceptedTypes = acceptedTypesOverride ?? config.uploads.validReferralContentTypes;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const referrals = useReferrals(bookingKey);
  const { upload, remove } = useReferralMutations(bookingKey);
  const typesMessage = t('booking.referral.file_types', { types: acceptedTypesLabel(acceptedTypes) });

  useEffect(() => {
    if (!focusOnOpen) return;
    input.current?.scrollIntoView?.({ block: 'center' });
    input.current?.focus();
  }, [focusOnOpen]);

  function clearFile() {
    if (input.current) input.current.value = '';
  }

  async function onChange(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (!isAcceptedReferral(file, acceptedTypes)) {
      setProblem(typesMessage);
      clearFile();
      return;
    }
    try {
      await upload.mutateAsync(file);
      // §9 analytics step 3.1: a referral uploaded (the fact only, nothing of the file).
      trackStep(journeyEvent('3.1'));
    } catch (error) {
      const key = problemMessage(error);
      const refusedType = key === 'message.invalid_file_type' || key === 'message.unsupported_media_type';
      setProblem(
        refusedType ? typesMessage : t(key, { ...(error instanceof ApiError ? error.problem.params : {}) }),
      );
    } finally {
      clearFile();
    }
  }

  const inputId = `${idPrefix}-referral`;
  return (
    <section className="referral-upload" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{t('booking.referral.title')}</h3>
      <p className="muted" id={`${inputId}-help`}>
        {t('booking.referral.help')} {typesMessage}
      </p>
      <label htmlFor={inputId}>{t('booking.referral.choose_file')}</label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={[...acceptedTypes, ...acceptedTypes.map((type) => `.${type.split('/').pop()}`)].join(',')}
        aria-describedby={problem ? `${inputId}-help ${inputId}-error` : `${inputId}-help`}
        disabled={upload.isPending}
        onChange={(event) => void onChange(event.target.files?.[0])}
      />
      {upload.isPending && <Spinner size="small" label={t('booking.referral.uploading')} />}
      {problem && <FieldError id={`${inputId}-error`} message={problem} alert />}
      {referrals.data && referrals.data.length > 0 && (
        <ul className="referral-list" aria-label={t('booking.referral.uploaded')}>
          {referrals.data.map((referral) => (
            <li key={referral.id}>
              <span>
                {referral.fileName}{' '}
                <span className="muted">
                  ({contentTypeOf({ name: referral.fileName, type: referral.contentType })})
                </span>
              </span>
              <Button
                variant="link"
                disabled={remove.isPending}
                onClick={() => remove.mutate(referral.id)}
                aria-label={t('booking.referral.remove_named', { name: referral.fileName })}
              >
                {t('booking.referral.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
