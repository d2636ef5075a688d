import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/FieldError';
import { Modal } from '../../../components/Modal';
import { problemMessage } from '../../../lib/api-client';
import { useConfig } from '../../config';
import { importReferral } from '../api/check-in-api';
import { uploadReferral } from '../api/upload-referral';

interface Props {
  /** The appointment's id, for the import call (§7 `attachments/imported`). */
  appointmentId: number;
  slug: string;
  documentTypeId: number | null;
  onUploaded: () => void;
  onCancel: () => void;
}

/** §4 readiness: the referral is required and not on file yet; the patient uploads it here. */
export function ReferralUploadModal({ appointmentId, slug, documentTypeId, onUploaded, onCancel }: Props) {
  const { t } = useTranslation();
  const { uploads } = useConfig();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await uploadReferral(slug, file, documentTypeId);
      onUploaded();
    } catch (failure) {
      setError(problemMessage(failure, 'check_in.upload_failed'));
    } finally {
      setBusy(false);
    }
  };
  // The referral is already on file at the clinic: it is imported from there instead of uploaded.
  const imported = async () => {
    setBusy(true);
    setError(null);
    try {
      await importReferral(appointmentId);
      onUploaded();
    } catch (failure) {
      setError(problemMessage(failure, 'check_in.upload_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      isOpen
      isStatic
      onClose={onCancel}
      title={t('check_in.referral_title')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('check_in.cancel')}
          </Button>
          <Button variant="secondary" onClick={imported} disabled={busy}>
            {t('check_in.referral_imported')}
          </Button>
          <Button onClick={submit} disabled={!file || busy}>
            {t('check_in.upload')}
          </Button>
        </>
      }
    >
      <p>{t('check_in.referral_intro')}</p>
      <label htmlFor="check-in-referral">{t('check_in.referral_file')}</label>
      <input
        id="check-in-referral"
        type="file"
        accept={uploads.validReferralContentTypes.join(',')}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // §5: a file of another type is refused here and cleared.
          if (chosen && !uploads.validReferralContentTypes.includes(chosen.type)) {
            setError('message.invalid_file_type');
            setFile(null);
            event.target.value = '';
            return;
          }
          setError(null);
          setFile(chosen);
        }}
      />
      {error && (
        <FieldError message={t(error, { allowed: uploads.validReferralContentTypes.join(', ') })} alert />
      )}
    </Modal>
  );
}
