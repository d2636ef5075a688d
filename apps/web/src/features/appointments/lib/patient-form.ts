import {
  medicareIrn,
  medicareNumber,
  type PatientDetails,
  patientDetails,
  patientTitles,
} from '@rb/contracts';
import { z } from 'zod';

/**
 * The details form: the contract's patient fields as the inputs hold them (empty strings for the
 * optional ones) plus notes. The contract's own rules check every field, so the form and the
 * server never disagree.
 */
export const patientFormSchema = z.object({
  title: z.union([z.enum(patientTitles), z.literal('')]),
  firstName: patientDetails.shape.firstName,
  lastName: patientDetails.shape.lastName,
  dateOfBirth: patientDetails.shape.dateOfBirth,
  email: patientDetails.shape.email,
  contactNumber: patientDetails.shape.contactNumber,
  postalCode: z.union([z.literal(''), z.string().regex(/^\d{4}$/)]),
  notes: z.string().max(1000),
  // Asked only when a questionnaire outcome requires it (medicareNumberRequired).
  medicareNumber: z.union([z.literal(''), medicareNumber]).optional(),
  medicareIrn: z.union([z.literal(''), medicareIrn]).optional(),
});
export type PatientFormValues = z.infer<typeof patientFormSchema>;

/** The form's rules when a questionnaire outcome requires a Medicare number (the server checks it too). */
export const patientFormSchemaWithMedicare = patientFormSchema.extend({ medicareNumber });

export const schemaFor = (medicareRequired: boolean) =>
  medicareRequired ? patientFormSchemaWithMedicare : patientFormSchema;

export const emptyPatientForm: PatientFormValues = {
  title: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  contactNumber: '',
  postalCode: '',
  notes: '',
};

export function toPatientDetails(values: PatientFormValues): PatientDetails {
  return {
    title: values.title === '' ? null : values.title,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: values.dateOfBirth,
    email: values.email.trim(),
    contactNumber: values.contactNumber.trim(),
    postalCode: values.postalCode === '' ? null : values.postalCode,
    ...(values.medicareNumber ? { medicareNumber: values.medicareNumber.replace(/\s/g, '') } : {}),
    ...(values.medicareIrn ? { medicareIrn: values.medicareIrn } : {}),
  };
}

const INVALID_KEYS: Partial<Record<keyof PatientFormValues, string>> = {
  dateOfBirth: 'booking.details.invalid_date_of_birth',
  email: 'booking.details.invalid_email',
  contactNumber: 'booking.details.invalid_contact_number',
  postalCode: 'booking.details.invalid_postal_code',
  medicareNumber: 'booking.details.invalid_medicare_number',
  medicareIrn: 'booking.details.invalid_medicare_irn',
};

/** The translated message key for a field error: required when empty, else the field's own wording. */
export function fieldErrorKey(
  field: keyof PatientFormValues,
  value: string,
  errorType: string | undefined,
): string {
  if (value.trim() === '') return 'message.field_required';
  if (errorType === 'too_big') return 'message.field_too_long';
  return INVALID_KEYS[field] ?? 'message.field_invalid';
}
