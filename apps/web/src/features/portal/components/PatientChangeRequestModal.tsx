import type { PatientChangeRequest as ChangeRequestBody, PatientChangeOrigin } from '@rb/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { ApiError } from '../../../lib/api-client';
import { useCreatePatientChangeRequest, usePatientDetailsOptions } from '../api/patient-change-request';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  postalCode: string;
  ethnicityId: string;
  insuranceTypeId: string;
  note: string;
};

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'contactNumber', 'postalCode'] as const;
const LIST_FIELDS = [
  { field: 'ethnicityId', label: 'portal.change_request.ethnicity', list: 'ethnicities' },
  { field: 'insuranceTypeId', label: 'portal.change_request.insurance_type', list: 'insuranceTypes' },
] as const;

/** Only the fields the patient filled in are sent: the request names what should change. */
function toChanges(values: Values): ChangeRequestBody['changes'] {
  const changes: Record<string, string | number> = {};
  for (const field of TEXT_FIELDS) if (values[field].trim()) changes[field] = values[field].trim();
  if (values.ethnicityId) changes.ethnicityId = Number(values.ethnicityId);
  if (values.insuranceTypeId) changes.insuranceTypeId = Number(values.insuranceTypeId);
  return changes;
}

interface Props {
  bookingKey: string;
  origin: PatientChangeOrigin;
  isOpen: boolean;
  onClose: () => void;
  /** Called once the request was accepted; the caller shows the §8 success modal its own way. */
  onSent: () => void;
}

/**
 * §4 patient change request form: the patient names what staff should correct. A refused request
 * shows the §8 error modal (the server's message or the default).
 */
export function PatientChangeRequestModal({ bookingKey, origin, isOpen, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const options = usePatientDetailsOptions();
  const create = useCreatePatientChangeRequest();
  const [failed, setFailed] = useState(false);
  const formId = useId();
  const { register, handleSubmit, reset } = useForm<Values>({
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      contactNumber: '',
      postalCode: '',
      ethnicityId: '',
      insuranceTypeId: '',
      note: '',
    },
  });

  const submit = handleSubmit((values) =>
    create.mutate(
      { origin, bookingKey, changes: toChanges(values), note: values.note.trim() || null },
      {
        onSuccess: () => {
          reset();
          onSent();
        },
        onError: () => {
          onClose();
          setFailed(true);
        },
      },
    ),
  );

  const serverMessage =
    create.error instanceof ApiError &&
    create.error.status < 500 &&
    create.error.problem.message !== 'message.validation_error'
      ? create.error.problem.message
      : 'message.patient_request_error_message';

  return (
    <>
      <Modal
        isOpen={isOpen}
        onClose={onClose}
        title={t('portal.change_request.title')}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button type="submit" form={formId} disabled={create.isPending}>
              {t('portal.change_request.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} className="portal-form" onSubmit={submit}>
          <p>{t('portal.change_request.lead')}</p>
          {TEXT_FIELDS.map((field) => (
            <label key={field}>
              {t(`portal.change_request.${field}`)}
              <input {...register(field)} type={field === 'email' ? 'email' : 'text'} />
            </label>
          ))}
          {LIST_FIELDS.map(({ field, label, list }) => (
            <label key={field}>
              {t(label)}
              <select {...register(field)}>
                <option value="">{t('portal.change_request.unchanged')}</option>
                {options.data?.[list].map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <label>
            {t('portal.change_request.note')}
            <textarea {...register('note')} maxLength={1000} rows={3} />
          </label>
        </form>
      </Modal>
      <Modal
        isOpen={failed}
        onClose={() => setFailed(false)}
        title={t('message.patient_request_error_title')}
        size="sm"
        role="alertdialog"
      >
        <p>{t(serverMessage)}</p>
      </Modal>
    </>
  );
}
