import { CONTACT_NUMBER_MAX_LENGTH, OTP_CODE_LENGTH } from '@rb/contracts';
import { parseCalendarDay } from '../../../lib/calendar-day';

/** §5 date of birth: required, a real date, not in the future. Returns a translation key or null. */
export function dateOfBirthError(value: string, today: string): string | null {
  if (!value) return 'auth.dob.required';
  if (!parseCalendarDay(value) || value < '1900-01-01') return 'auth.dob.invalid';
  if (value > today) return 'auth.dob.future';
  return null;
}

/** §5 contact number: digits only, at most 10; required only when contact-number authentication is on. */
export function contactNumberError(value: string, required: boolean): string | null {
  if (!value) return required ? 'auth.contact.required' : null;
  if (!/^\d+$/.test(value) || value.length > CONTACT_NUMBER_MAX_LENGTH)
    return 'message.invalid_contact_number';
  return null;
}

/** §5 one-time code: required, digits only, exactly 6. */
export function codeError(value: string): string | null {
  return new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`).test(value) ? null : 'auth.code.invalid';
}
