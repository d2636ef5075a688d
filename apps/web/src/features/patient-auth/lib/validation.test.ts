import { describe, expect, it } from 'vitest';
import { codeError, contactNumberError, dateOfBirthError } from './validation';

describe('§5 validation of the authentication modals', () => {
  const today = '2030-06-01';

  it('checks the date of birth', () => {
    expect(dateOfBirthError('', today)).toBe('auth.dob.required');
    expect(dateOfBirthError('1980-02-30', today)).toBe('auth.dob.invalid');
    expect(dateOfBirthError('1899-12-31', today)).toBe('auth.dob.invalid');
    expect(dateOfBirthError('2030-06-02', today)).toBe('auth.dob.future');
    expect(dateOfBirthError('2030-06-01', today)).toBeNull();
    expect(dateOfBirthError('1980-04-15', today)).toBeNull();
  });

  it('checks the contact number: digits only, at most 10', () => {
    expect(contactNumberError('', false)).toBeNull();
    expect(contactNumberError('', true)).toBe('auth.contact.required');
    expect(contactNumberError('0412 345', false)).toBe('message.invalid_contact_number');
    expect(contactNumberError('04123456789', true)).toBe('message.invalid_contact_number');
    expect(contactNumberError('0412345678', true)).toBeNull();
  });

  it('checks the code: exactly 6 digits', () => {
    expect(codeError('')).toBe('auth.code.invalid');
    expect(codeError('12345')).toBe('auth.code.invalid');
    expect(codeError('1234567')).toBe('auth.code.invalid');
    expect(codeError('12345a')).toBe('auth.code.invalid');
    expect(codeError('012345')).toBeNull();
  });
});
