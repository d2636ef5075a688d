import { describe, expect, it } from 'vitest';
import { checkShareForm, normaliseContact } from './sharing.rules';

const limits = { smsSharingEnabled: true, noteMaxLength: 150 };
const messagesOf = (fn: () => void) => {
  try {
    fn();
    return [];
  } catch (error) {
    return ((error as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);
  }
};

describe('share form rules (§5, §9)', () => {
  it('accepts an email, and a phone of 9 to 15 digits with an optional plus when SMS sharing is on', () => {
    expect(
      messagesOf(() =>
        checkShareForm({ contactDetails: 'a@example.com', contactDetailsType: 'EMAIL' }, limits),
      ),
    ).toEqual([]);
    expect(
      messagesOf(() =>
        checkShareForm({ contactDetails: '+61 412 345 678', contactDetailsType: 'PHONE' }, limits),
      ),
    ).toEqual([]);
    expect(
      messagesOf(() => checkShareForm({ contactDetails: '123456789', contactDetailsType: 'PHONE' }, limits)),
    ).toEqual([]);
  });

  it('refuses bad contacts with invalid_contact_details, and phones when SMS sharing is off', () => {
    for (const [contactDetails, type] of [
      ['nope', 'EMAIL'],
      ['12345678', 'PHONE'],
      ['1234567890123456', 'PHONE'],
      ['++61412345678', 'PHONE'],
    ] as const) {
      expect(messagesOf(() => checkShareForm({ contactDetails, contactDetailsType: type }, limits))).toEqual([
        'message.invalid_contact_details',
      ]);
    }
    const off = { ...limits, smsSharingEnabled: false };
    expect(
      messagesOf(() => checkShareForm({ contactDetails: '0412345678', contactDetailsType: 'PHONE' }, off)),
    ).toEqual(['message.invalid_contact_details']);
  });

  it('limits the note to the configured length', () => {
    const form = { contactDetails: 'a@example.com', contactDetailsType: 'EMAIL' as const };
    expect(messagesOf(() => checkShareForm({ ...form, note: 'x'.repeat(150) }, limits))).toEqual([]);
    expect(messagesOf(() => checkShareForm({ ...form, note: 'x'.repeat(151) }, limits))).toEqual([
      'message.share_note_too_long',
    ]);
  });

  it('stores emails lower-cased and phones without spaces', () => {
    expect(normaliseContact(' Dan@Example.COM ', 'EMAIL')).toBe('dan@example.com');
    expect(normaliseContact('+61 412-345 678', 'PHONE')).toBe('+61412345678');
  });
});
