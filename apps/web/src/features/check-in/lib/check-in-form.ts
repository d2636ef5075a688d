import { genders, isValidMedicareNumber } from '@rb/contracts';
import { z } from 'zod';
import type { CheckInAppointment, CheckInFormValues } from '../machines/check-in.types';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * §5 medicare validator, depending on the patient's details: a valid Australian number (check
 * digit), and when one is on file (masked but for its last 4 digits) it must be that card.
 */
export function medicareError(value: string, patientMedicareNumber: string | null): string | null {
  if (!value.trim()) return 'message.field_required';
  if (!isValidMedicareNumber(value)) return 'message.invalid_medicare_number';
  const onFile = digitsOf(patientMedicareNumber ?? '');
  if (onFile.length >= 4 && !digitsOf(value).endsWith(onFile.slice(-4))) return 'check_in.medicare_mismatch';
  return null;
}

/** The §5 check-in form for one appointment; `today` is yyyy-MM-dd in the browser's zone. */
export function checkInFormSchema(
  appointment: Pick<CheckInAppointment, 'showGenderSelection' | 'patientMedicareNumber'>,
  today: string,
) {
  return z
    .object({
      referrer: z.number({ error: 'message.field_required' }).int().positive('message.field_required'),
      dateOfReferral: z.iso
        .date({ error: 'message.field_required' })
        .refine((date) => date <= today, { message: 'message.date_in_future' }),
      medicareNumber: z.string(),
      referenceNumber: z.string().regex(/^[1-9]$/, 'check_in.reference_number_invalid'),
      gender: z.enum(genders).optional(),
    })
    .superRefine((values, ctx) => {
      const medicare = medicareError(values.medicareNumber, appointment.patientMedicareNumber);
      if (medicare) ctx.addIssue({ code: 'custom', path: ['medicareNumber'], message: medicare });
      if (appointment.showGenderSelection && !values.gender) {
        ctx.addIssue({ code: 'custom', path: ['gender'], message: 'message.field_required' });
      }
    });
}

export type CheckInFormInput = z.input<ReturnType<typeof checkInFormSchema>>;

/** What prepare receives: gender only when the clinic asks for it. */
export function toFormValues(input: CheckInFormInput, showGenderSelection: boolean): CheckInFormValues {
  return {
    referrer: input.referrer,
    dateOfReferral: input.dateOfReferral,
    medicareNumber: digitsOf(input.medicareNumber),
    referenceNumber: Number(input.referenceNumber),
    ...(showGenderSelection && input.gender ? { gender: input.gender } : {}),
  };
}
