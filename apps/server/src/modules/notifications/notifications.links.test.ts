import { type EmailTemplate, emailTemplates } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { baseTranslations } from '../config/translations';
import { type RenderContext, renderEmail } from './notifications.render';
import { messageValues, templates } from './notifications.templates';

const context: RenderContext = {
  locale: 'en-AU',
  texts: baseTranslations['en-AU'],
  providerName: 'Southern Cross Imaging',
  publicUrl: 'https://book.example.org',
};

/**
 * Where each email's button must land so that it does what its words promise (§2 routes):
 * "View or change your appointment" needs the portal, where the patient (after proving who they
 * are) can change or cancel it; the read-only confirmation page cannot.
 */
const promisedPages: Record<EmailTemplate, { label: string; path: RegExp } | null> = {
  appointment_confirmation: { label: 'View or change your appointment', path: /^\/appointments\/[\w-]+$/ },
  reschedule: { label: 'View or change your appointment', path: /^\/appointments\/[\w-]+$/ },
  appointment_pending: { label: 'View your booking', path: /^\/[\w-]+\/appointments\/(pending\/)?[\w-]+$/ },
  booking_request_confirmation: { label: 'View your enquiry', path: /^\/[\w-]+\/booking-requests\/[\w-]+$/ },
  cancellation: { label: 'Book a new appointment', path: /^\/$/ },
  share_invitation: {
    label: 'View shared results',
    path: /^\/appointments\/[\w-]+\/result\?shared=true$|^\/authentication\?.*shared=true/,
  },
  results_ready: { label: 'View your results', path: /^\/appointments\/[\w-]+\/result$/ },
  referrer_images_ready: { label: 'Open the images', path: /^\/referrer\/quick-report\?imsec=[\w-]+$/ },
  otp_code: null,
  call_centre_email: null,
  callback_request: null,
  staff_invitation: { label: 'Set your password', path: /^\/oidc\/password\/[\w-]+$/ },
  staff_password_reset: { label: 'Set a new password', path: /^\/oidc\/password\/[\w-]+$/ },
  patient_change_request_declined: null,
};

describe('email links', () => {
  it.each(emailTemplates)('%s links where its words promise', (template) => {
    const email = renderEmail(template, messageValues(template, templates[template].sample), context);
    const promised = promisedPages[template];
    const action = /^(.+): (https:\/\/book\.example\.org\S*)$/m.exec(email.text);
    if (!promised) {
      expect(action).toBeNull();
      return;
    }
    expect(action?.[1]).toBe(promised.label);
    const url = new URL(action?.[2] ?? '');
    expect(`${url.pathname}${url.search}`).toMatch(promised.path);
  });
});
