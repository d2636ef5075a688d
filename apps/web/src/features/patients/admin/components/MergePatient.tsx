import type { AdminPatientDetail } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { FieldError } from '../../../../components/FieldError';
import { Modal } from '../../../../components/Modal';
import { useMergePatients } from '../api/requests-api';

/**
 * Merge a duplicate record of the same person into this one: staff name the duplicate's record
 * number (from the search), then confirm in a dialog, since a merge cannot be undone.
 */
export function MergePatient({ patient }: { patient: AdminPatientDetail }) {
  const { t } = useTranslation();
  const merge = useMergePatients(patient.id);
  const [duplicate, setDuplicate] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const duplicateId = Number(duplicate);
  return (
    <section aria-labelledby="merge-title">
      <h2 id="merge-title">{t('admin.patient.merge_title')}</h2>
      <p className="muted" id="merge-hint">
        {t('admin.patient.merge_hint')}
      </p>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const valid = Number.isInteger(duplicateId) && duplicateId > 0;
          setInvalid(!valid);
          if (valid) setConfirming(true);
        }}
      >
        <div className="form-field">
          <label htmlFor="merge-duplicate">{t('admin.patient.merge_label')}</label>
          <input
            id="merge-duplicate"
            type="number"
            inputMode="numeric"
            min={1}
            value={duplicate}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'merge-hint merge-duplicate-error' : 'merge-hint'}
            onChange={(event) => setDuplicate(event.target.value)}
          />
          {invalid && <FieldError id="merge-duplicate-error" message={t('message.field_required')} />}
        </div>
        <Button type="submit" variant="secondary">
          {t('admin.patient.merge_submit')}
        </Button>
      </form>
      {merge.data && (
        <p role="status">
          {t('admin.patient.merged', {
            appointments: merge.data.moved.appointments,
            bookingRequests: merge.data.moved.bookingRequests,
          })}
        </p>
      )}
      {confirming && (
        <Modal
          isOpen
          onClose={() => setConfirming(false)}
          size="sm"
          role="alertdialog"
          title={t('admin.patient.merge_title')}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('admin.close')}
              </Button>
              <Button
                disabled={merge.isPending}
                onClick={() =>
                  merge.mutate(duplicateId, {
                    onSuccess: () => {
                      setConfirming(false);
                      setDuplicate('');
                    },
                  })
                }
              >
                {t('admin.patient.merge_confirm_submit')}
              </Button>
            </>
          }
        >
          <p>{t('admin.patient.merge_confirm', { duplicate: duplicateId, patient: patient.id })}</p>
          <ErrorAlert error={merge.error} />
        </Modal>
      )}
    </section>
  );
}
