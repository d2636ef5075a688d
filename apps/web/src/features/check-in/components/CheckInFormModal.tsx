import { zodResolver } from '@hookform/resolvers/zod';
import { type Doctor, genders } from '@rb/contracts';
import { format } from 'date-fns/format';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/FieldError';
import { Modal } from '../../../components/Modal';
import { PatientChangeRequestButton } from '../../portal';
import { type CheckInFormInput, checkInFormSchema, toFormValues } from '../lib/check-in-form';
import type { CheckInAppointment, CheckInFormValues } from '../machines/check-in.types';
import { DoctorCombobox } from './DoctorCombobox';

/** The form names one referrer; the search's exclusion list is for forms that collect several. */
const NO_OTHER_DOCTORS: number[] = [];

interface Props {
  appointment: CheckInAppointment;
  onSubmit: (form: CheckInFormValues) => void;
  onCancel: () => void;
  onPatientChangeSent: () => void;
}

/** §3/§5 digital check-in form in a static modal: referrer, referral date, Medicare card, gender. */
export function CheckInFormModal({ appointment, onSubmit, onCancel, onPatientChangeSent }: Props) {
  const { t } = useTranslation();
  const today = format(new Date(), 'yyyy-MM-dd');
  const [doctor, setDoctor] = useState<Doctor | null>(null);
  const { register, handleSubmit, control, formState } = useForm<CheckInFormInput>({
    resolver: zodResolver(checkInFormSchema(appointment, today)),
    defaultValues: { dateOfReferral: '', medicareNumber: '', referenceNumber: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit((input) => onSubmit(toFormValues(input, appointment.showGenderSelection)));
  const describe = (name: keyof CheckInFormInput) => (errors[name] ? `check-in-${name}-error` : undefined);
  return (
    <Modal
      isOpen
      isStatic
      onClose={onCancel}
      title={t('check_in.form_title', { exam: appointment.nameWithModality })}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('check_in.cancel')}
          </Button>
          <PatientChangeRequestButton
            bookingKey={appointment.bookingKey}
            origin="APPOINTMENT"
            label={t('check_in.change_details')}
            onSent={onPatientChangeSent}
          />
          <Button type="submit" form="check-in-form">
            {t('check_in.submit_form')}
          </Button>
        </>
      }
    >
      <form id="check-in-form" className="check-in-form" onSubmit={submit} noValidate>
        <Controller
          control={control}
          name="referrer"
          render={({ field }) => (
            <DoctorCombobox
              slug={appointment.slug}
              excludeIds={NO_OTHER_DOCTORS}
              selected={doctor}
              onSelect={(next) => {
                setDoctor(next);
                field.onChange(next?.id);
              }}
              error={errors.referrer?.message}
            />
          )}
        />
        <label htmlFor="check-in-dateOfReferral">{t('check_in.date_of_referral')}</label>
        <input
          id="check-in-dateOfReferral"
          type="date"
          max={today}
          aria-invalid={Boolean(errors.dateOfReferral)}
          aria-describedby={describe('dateOfReferral')}
          {...register('dateOfReferral')}
        />
        <FieldError
          id="check-in-dateOfReferral-error"
          message={errors.dateOfReferral?.message && t(errors.dateOfReferral.message)}
          alert
        />
        <label htmlFor="check-in-medicareNumber">{t('check_in.medicare_number')}</label>
        <input
          id="check-in-medicareNumber"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={Boolean(errors.medicareNumber)}
          aria-describedby={describe('medicareNumber')}
          {...register('medicareNumber')}
        />
        <FieldError
          id="check-in-medicareNumber-error"
          message={errors.medicareNumber?.message && t(errors.medicareNumber.message)}
          alert
        />
        <label htmlFor="check-in-referenceNumber">{t('check_in.reference_number')}</label>
        <input
          id="check-in-referenceNumber"
          inputMode="numeric"
          maxLength={1}
          aria-invalid={Boolean(errors.referenceNumber)}
          aria-describedby={describe('referenceNumber')}
          {...register('referenceNumber')}
        />
        <FieldError
          id="check-in-referenceNumber-error"
          message={errors.referenceNumber?.message && t(errors.referenceNumber.message)}
          alert
        />
        {appointment.showGenderSelection && (
          <fieldset aria-describedby={describe('gender')}>
            <legend>{t('check_in.gender')}</legend>
            {genders.map((gender) => (
              <label key={gender} className="check-in-radio">
                <input type="radio" value={gender} {...register('gender')} />
                {t(`check_in.gender_${gender.toLowerCase()}`)}
              </label>
            ))}
            <FieldError
              id="check-in-gender-error"
              message={errors.gender?.message && t(errors.gender.message)}
              alert
            />
          </fieldset>
        )}
      </form>
    </Modal>
  );
}
