import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type FieldError as FormFieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/FieldError';
import { Spinner } from '../../../components/Spinner';
import { useConfig } from '../../config';
import { emptyPatientForm, fieldErrorKey, type PatientFormValues, schemaFor } from '../lib/patient-form';
import './appointments.css';

interface PatientDetailsFormProps {
  idPrefix: string;
  titles: string[];
  submitLabel: string;
  submitting: boolean;
  /** A questionnaire outcome requires a Medicare number: the field is shown and required. */
  medicareRequired?: boolean;
  onSubmit: (values: PatientFormValues) => void | Promise<void>;
  /** Shown between the fields and the submit button (the referral upload). */
  children?: ReactNode;
}

type TextField = Exclude<keyof PatientFormValues, 'title' | 'notes'>;

/** §4 patient details: the contract's rules through react-hook-form; submit waits for valid input. */
export function PatientDetailsForm({
  idPrefix,
  titles,
  submitLabel,
  submitting,
  medicareRequired = false,
  onSubmit,
  children,
}: PatientDetailsFormProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const today = new Date().toISOString().slice(0, 10);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<PatientFormValues>({
    resolver: zodResolver(schemaFor(medicareRequired)),
    defaultValues: emptyPatientForm,
    mode: 'onTouched',
  });
  const id = (field: keyof PatientFormValues) => `${idPrefix}-${field}`;
  const errorText = (field: keyof PatientFormValues, error: FormFieldError | undefined) =>
    error ? t(fieldErrorKey(field, String(watch(field) ?? ''), error.type)) : null;

  const textField = (
    field: TextField,
    labelKey: string,
    input: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; max?: string },
    required = true,
  ) => {
    const message = errorText(field, errors[field]);
    return (
      <div className="form-field">
        <label htmlFor={id(field)}>
          {t(labelKey)}
          {required && <span aria-hidden="true"> *</span>}
        </label>
        <input
          id={id(field)}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          max={input.max}
          aria-required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id(field)}-error` : undefined}
          {...register(field)}
        />
        {message && <FieldError id={`${id(field)}-error`} message={message} />}
      </div>
    );
  };

  return (
    <form className="patient-details-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="form-field">
        <label htmlFor={id('title')}>{t('booking.details.title_field')}</label>
        <select id={id('title')} {...register('title')}>
          <option value="">{t('booking.details.title_none')}</option>
          {titles.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </select>
      </div>
      {textField('firstName', 'booking.details.first_name', { autoComplete: 'given-name' })}
      {textField('lastName', 'booking.details.last_name', { autoComplete: 'family-name' })}
      {textField('dateOfBirth', 'booking.details.date_of_birth', {
        type: 'date',
        autoComplete: 'bday',
        max: today,
      })}
      {textField('email', 'booking.details.email', {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
      })}
      {textField('contactNumber', 'booking.details.contact_number', {
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
      })}
      {!config.features.hidePostalCode &&
        textField(
          'postalCode',
          'booking.details.postal_code',
          { autoComplete: 'postal-code', inputMode: 'numeric' },
          false,
        )}
      {medicareRequired && (
        <>
          {textField('medicareNumber', 'booking.details.medicare_number', { inputMode: 'numeric' })}
          {textField('medicareIrn', 'booking.details.medicare_irn', { inputMode: 'numeric' }, false)}
        </>
      )}
      <div className="form-field form-field-wide">
        <label htmlFor={id('notes')}>{t('booking.details.notes')}</label>
        <textarea id={id('notes')} rows={3} maxLength={1000} {...register('notes')} />
      </div>
      {children}
      <div className="form-actions">
        <Button type="submit" disabled={submitting}>
          {submitLabel}
        </Button>
        {submitting && <Spinner label={t('booking.submitting')} />}
      </div>
    </form>
  );
}
