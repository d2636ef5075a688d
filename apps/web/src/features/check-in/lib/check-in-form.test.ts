import { describe, expect, it } from 'vitest';
import { checkInFormSchema, medicareError, toFormValues } from './check-in-form';

// 2123 4567 0 1: check digit (2·1+1·3+2·7+3·9+4·1+5·3+6·7+7·9) mod 10 = 0.
const VALID = '2123456701';
const TODAY = '2026-11-21';
const base = { referrer: 5, dateOfReferral: '2026-11-20', medicareNumber: VALID, referenceNumber: '1' };

describe('medicare validator', () => {
  it('accepts a number with a correct check digit, with or without spaces', () => {
    expect(medicareError(VALID, null)).toBeNull();
    expect(medicareError('2123 45670 1', null)).toBeNull();
  });

  it('refuses a wrong check digit, a bad first digit and an empty value', () => {
    expect(medicareError('2123456791', null)).toBe('message.invalid_medicare_number');
    expect(medicareError('1123456701', null)).toBe('message.invalid_medicare_number');
    expect(medicareError('  ', null)).toBe('message.field_required');
  });

  it('must be the card on file when the patient has one', () => {
    expect(medicareError(VALID, '******6701')).toBeNull();
    expect(medicareError(VALID, '******9999')).toBe('check_in.medicare_mismatch');
  });
});

describe('check-in form schema', () => {
  const noGender = { showGenderSelection: false, patientMedicareNumber: null };

  it('accepts a complete form', () => {
    expect(checkInFormSchema(noGender, TODAY).safeParse(base).success).toBe(true);
  });

  it('refuses a referral date in the future', () => {
    const parsed = checkInFormSchema(noGender, TODAY).safeParse({ ...base, dateOfReferral: '2026-11-22' });
    expect(parsed.error?.issues[0]?.message).toBe('message.date_in_future');
  });

  it('needs a reference number from 1 to 9', () => {
    const parsed = checkInFormSchema(noGender, TODAY).safeParse({ ...base, referenceNumber: '0' });
    expect(parsed.error?.issues[0]?.path).toEqual(['referenceNumber']);
  });

  it('needs a gender only when gender selection is shown', () => {
    const withGender = { showGenderSelection: true, patientMedicareNumber: null };
    expect(checkInFormSchema(withGender, TODAY).safeParse(base).error?.issues[0]?.path).toEqual(['gender']);
    expect(checkInFormSchema(withGender, TODAY).safeParse({ ...base, gender: 'Other' }).success).toBe(true);
  });

  it('sends gender only when asked for, and numbers as numbers', () => {
    expect(toFormValues({ ...base, gender: 'Male' }, false)).toEqual({
      referrer: 5,
      dateOfReferral: '2026-11-20',
      medicareNumber: VALID,
      referenceNumber: 1,
    });
    expect(toFormValues({ ...base, gender: 'Male' }, true).gender).toBe('Male');
  });
});
