import { emailTemplates, type Locale, supportedLocales } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { baseTranslations } from '../config/translations';
import { type RenderContext, renderEmail, renderSms } from './notifications.render';
import { InvalidMessageDataError, messageValues, templates } from './notifications.templates';

const context = (locale: Locale, texts: Record<string, string> = {}): RenderContext => ({
  locale,
  texts: { ...baseTranslations[locale], ...texts },
  providerName: 'Southern Cross Imaging',
  publicUrl: 'https://book.example.org',
  accentColor: '#0b5d8f',
});

const sampleValues = (template: (typeof emailTemplates)[number]) =>
  messageValues(template, templates[template].sample);

describe('email templates', () => {
  const cases = emailTemplates.flatMap((template) =>
    supportedLocales.map((locale) => [template, locale] as const),
  );

  it.each(cases)('%s renders in %s with subject, text, HTML and SMS', (template, locale) => {
    const email = renderEmail(template, sampleValues(template), context(locale));
    expect(email.subject.trim().length).toBeGreaterThan(5);
    expect(email.subject).not.toMatch(/\{\{|\}\}/);
    expect(email.text).not.toMatch(/\{\{|\}\}/);
    expect(email.html).not.toMatch(/\{\{|\}\}/);
    expect(email.text).toContain('Southern Cross Imaging');
    expect(email.html).toMatch(/^<!doctype html><html lang="/);
    expect(email.html).toContain(`lang="${locale}"`);
    const sms = renderSms(template, sampleValues(template), context(locale));
    expect(sms).toContain('Southern Cross Imaging');
    expect(sms).not.toMatch(/\{\{|\}\}/);
  });

  it('shows the appointment in the clinic time zone, in the words of the locale', () => {
    const values = sampleValues('appointment_confirmation');
    // 2030-03-14T23:30Z is 10:30 in Sydney (daylight saving), on Friday 15 March.
    const en = renderEmail('appointment_confirmation', values, context('en-AU'));
    expect(en.text).toContain('Friday, 15 March 2030');
    expect(en.text).toMatch(/10:30 AM to 11:00 AM/i);
    expect(en.text).toContain('Harbourside Imaging');
    expect(en.text).toContain('Remove all metal items.');
    const mk = renderEmail('appointment_confirmation', values, context('mk'));
    expect(mk.text).toContain('март');
    expect(mk.subject).toBe('Вашиот термин за MRI Knee е закажан');
  });

  it('links only into the app, under the public address', () => {
    const email = renderEmail(
      'appointment_confirmation',
      sampleValues('appointment_confirmation'),
      context('en-AU'),
    );
    expect(email.html).toContain('href="https://book.example.org/appointments/sampleBookingKey0000000000"');
    for (const confirmationPath of [
      '//evil.example/x',
      'https://evil.example/x',
      'javascript:alert(1)',
      '/a b',
    ]) {
      expect(() =>
        messageValues('appointment_confirmation', {
          ...templates.appointment_confirmation.sample,
          confirmationPath,
        }),
      ).toThrow(InvalidMessageDataError);
    }
  });

  it('escapes every value and every text in the HTML', () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const values = messageValues('appointment_confirmation', {
      ...templates.appointment_confirmation.sample,
      firstName: hostile,
      examName: hostile,
      preparationNotes: hostile,
    });
    const override = { 'notification.appointment_confirmation.heading': '<b onclick="x()">Booked</b>' };
    const email = renderEmail('appointment_confirmation', values, context('en-AU', override));
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b onclick');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.html).toContain('&lt;b onclick=&quot;x()&quot;&gt;Booked&lt;/b&gt;');
    // The plain text keeps the characters as typed; it is never interpreted as markup.
    expect(email.text).toContain(hostile);
  });

  it('refuses data a template needs but lacks', () => {
    expect(() => messageValues('otp_code', { code: '12345' })).toThrow(InvalidMessageDataError);
    expect(() => messageValues('appointment_confirmation', { firstName: 'Ann' })).toThrow(/examName/);
  });

  it('shows the one-time code prominently and its expiry', () => {
    const email = renderEmail('otp_code', messageValues('otp_code', { code: '012345' }), context('en-AU'));
    expect(email.subject).toBe('Your verification code');
    expect(email.text).toContain('012345');
    expect(email.text).toContain('5 minutes');
    expect(email.text).toContain('Hello,');
    expect(renderSms('otp_code', messageValues('otp_code', { code: '012345' }), context('en-AU'))).toBe(
      'Southern Cross Imaging: your verification code is 012345. It expires in 5 minutes.',
    );
  });

  it('uses the reworded texts of a regional English', () => {
    const us = renderEmail('cancellation', sampleValues('cancellation'), context('en-US'));
    expect(us.subject).toBe('Your MRI Knee appointment has been canceled');
    const au = renderEmail('cancellation', sampleValues('cancellation'), context('en-AU'));
    expect(au.subject).toBe('Your MRI Knee appointment has been cancelled');
    expect(au.html).toContain('href="https://book.example.org/"');
  });

  it('leaves out the share note when there is none', () => {
    const withNote = renderEmail('share_invitation', sampleValues('share_invitation'), context('en-AU'));
    expect(withNote.text).toContain('Their message: Here are my knee scan results');
    const without = renderEmail(
      'share_invitation',
      messageValues('share_invitation', { ...templates.share_invitation.sample, note: null }),
      context('en-AU'),
    );
    expect(without.text).not.toContain('Their message');
  });
});

describe('patient-entered text in subjects (issue 12)', () => {
  const hostileName = `Olivia\u202e <http://evil.example/login>\r\nBcc: victim@example.com ${'x'.repeat(200)}`;

  it('reaches the subject as plain words: no controls, no brackets, no link a mail program would follow, bounded', () => {
    const values = messageValues('share_invitation', {
      ...templates.share_invitation.sample,
      senderName: hostileName,
    });
    const { subject } = renderEmail('share_invitation', values, context('en-AU'));
    expect(subject).toMatch(/^Olivia/);
    // Control (Cc) and invisible format (Cf) characters, bidirectional overrides among them.
    expect(subject).not.toMatch(/[\p{Cc}\p{Cf}<>]/u);
    expect(subject).not.toMatch(/https?:\/\/|evil\.example|example\.com/);
    expect(subject).toContain('has shared imaging results with you');
    expect(subject.length).toBeLessThan(140);
  });

  it('keeps ordinary names as they are', () => {
    const values = messageValues('share_invitation', templates.share_invitation.sample);
    expect(renderEmail('share_invitation', values, context('en-AU')).subject).toBe(
      'Olivia Smith has shared imaging results with you',
    );
  });
});
