import { z } from 'zod';
import { isValidMedicareNumber } from '../check-in/medicare';
import { text } from '../common/text';

export const patientTitles = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof'] as const;

/** Date of birth: a real calendar date, not in the future, not before 1900. */
export const dateOfBirth = z.iso
  .date()
  .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), {
    message: 'date of birth out of range',
  });

/** Contact number: digits only, at most 10 (§5); an optional leading + for international numbers. */
export const contactNumber = text().regex(/^\+?\d{8,10}$/);

/** Medicare card number, checked by its check digit (the same rule as check-in); stored without spaces. */
export const medicareNumber = text()
  .trim()
  .refine(isValidMedicareNumber, { message: 'invalid Medicare number' })
  .transform((value) => value.replace(/\s/g, ''));
/** Individual reference number: the patient's position on the card, 1–9. */
export const medicareIrn = text().regex(/^[1-9]$/);

/** Patient details of a booking form (§3 Chat booking request details use the same names). */
export const patientDetails = z.object({
  title: z.enum(patientTitles).nullish(),
  firstName: text().trim().min(1).max(100),
  lastName: text().trim().min(1).max(100),
  dateOfBirth,
  email: z.email().max(254),
  contactNumber,
  postalCode: text()
    .regex(/^\d{4}$/)
    .nullish(),
  /** Required only when a questionnaire outcome says so (medicareNumberRequired). */
  medicareNumber: medicareNumber.nullish(),
  medicareIrn: medicareIrn.nullish(),
});
export type PatientDetails = z.infer<typeof patientDetails>;
