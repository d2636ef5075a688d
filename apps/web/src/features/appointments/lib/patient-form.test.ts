import { describe, expect, it } from 'vitest';
import {
  emptyPatientForm,
  fieldErrorKey,
  patientFormSchema,
  schemaFor,
  toPatientDetails,
} from './patient-form';

const valid = {
  ...emptyPatientForm,
  firstName: ' Jane ',
  lastName: 'Citizen',
  dateOfBirth: '1980-02-29',
  email: 'jane@example.com',
  contactNumber: '0412345678',
};

describe('patient details form', () => {
  it('accepts valid details and sends empty optional fields as null', () => {
    const parsed = patientFormSchema.parse(valid);
    expect(toPatientDetails(parsed)).toEqual({
      title: null,
      firstName: 'Jane',
      lastName: 'Citizen',
      dateOfBirth: '1980-02-29',
      email: 'jane@example.com',
      contactNumber: '0412345678',
      postalCode: null,
    });
  });

  it('refuses a date of birth in the future, letters or more than 10 digits in the contact number', () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const issues = (values: object) =>
      patientFormSchema.safeParse({ ...valid, ...values }).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues({ dateOfBirth: future })).toEqual(['dateOfBirth']);
    expect(issues({ contactNumber: '04123abc78' })).toEqual(['contactNumber']);
    expect(issues({ contactNumber: '04123456789' })).toEqual(['contactNumber']);
    expect(issues({ postalCode: '20' })).toEqual(['postalCode']);
    expect(issues({ postalCode: '2000', title: 'Dr' })).toEqual([]);
  });

  it('names required fields as required and others by their own message', () => {
    expect(fieldErrorKey('firstName', '  ', 'too_small')).toBe('message.field_required');
    expect(fieldErrorKey('contactNumber', '12', 'invalid_format')).toBe(
      'booking.details.invalid_contact_number',
    );
    expect(fieldErrorKey('firstName', 'x'.repeat(101), 'too_big')).toBe('message.field_too_long');
  });

  it('requires a Medicare number with a valid check digit only when an outcome says so', () => {
    const issues = (required: boolean, values: object) =>
      schemaFor(required)
        .safeParse({ ...valid, ...values })
        .error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues(false, {})).toEqual([]);
    expect(issues(true, {})).toEqual(['medicareNumber']);
    expect(issues(true, { medicareNumber: '' })).toEqual(['medicareNumber']);
    // 2,1,2,3,4,5,6,7 weighted 1,3,7,9,1,3,7,9 sum to 170: the check digit must be 0.
    expect(issues(true, { medicareNumber: '2123 45671 1' })).toEqual(['medicareNumber']);
    expect(issues(true, { medicareNumber: '2123 45670 1', medicareIrn: '0' })).toEqual(['medicareIrn']);
    const parsed = schemaFor(true).parse({ ...valid, medicareNumber: '2123 45670 1', medicareIrn: '3' });
    expect(toPatientDetails(parsed)).toMatchObject({ medicareNumber: '2123456701', medicareIrn: '3' });
    expect(fieldErrorKey('medicareNumber', '123', 'custom')).toBe('booking.details.invalid_medicare_number');
  });
});
