import { describe, expect, it } from 'vitest';
import { baseTranslations } from '../config/translations';
import { renderEmail } from './notifications.render';
import { messageValues, templates } from './notifications.templates';

const context = {
  locale: 'en-AU' as const,
  texts: baseTranslations['en-AU'],
  providerName: 'Southern Cross Imaging',
  publicUrl: 'https://book.example.org',
  accentColor: '#0b5d8f',
};

/** §6: a booking staff made links the patient to a sign-in page worded for it (staffBooking). */
describe('emails of bookings staff made', () => {
  const sample = templates.appointment_confirmation.sample as Record<string, unknown>;
  const key = sample.bookingKey as string;

  it('carry staffBooking on the portal link of a confirmation', () => {
    const values = messageValues('appointment_confirmation', {
      ...sample,
      confirmationPath: `/harbourside-imaging/appointments/${key}?staffBooking=true`,
    });
    const email = renderEmail('appointment_confirmation', values, context);
    expect(email.text).toContain(`https://book.example.org/appointments/${key}?staffBooking=true`);
  });

  it('leave the link of a patient’s own booking plain', () => {
    const values = messageValues('appointment_confirmation', sample);
    const email = renderEmail('appointment_confirmation', values, context);
    expect(email.text).toContain(`https://book.example.org/appointments/${key}`);
    expect(email.text).not.toContain('staffBooking');
  });

  it('keep the flag on the pending page link', () => {
    const values = messageValues('appointment_pending', {
      ...sample,
      confirmationPath: `/harbourside-imaging/appointments/pending/${key}?staffBooking=true`,
    });
    const email = renderEmail('appointment_pending', values, context);
    expect(email.text).toContain(`/appointments/pending/${key}?staffBooking=true`);
  });
});
