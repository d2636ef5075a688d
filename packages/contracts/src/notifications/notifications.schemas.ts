import { z } from 'zod';
import { multilineText, text } from '../common/text';

/**
 * Every message the product sends. Each template exists as an email (subject, text and HTML) and
 * as an SMS text, in every supported locale.
 */
export const emailTemplates = [
  'appointment_confirmation',
  'appointment_pending',
  'booking_request_confirmation',
  'otp_code',
  'reschedule',
  'cancellation',
  'share_invitation',
  'results_ready',
  'referrer_images_ready',
  'call_centre_email',
  'callback_request',
  'staff_invitation',
  'staff_password_reset',
  'patient_change_request_declined',
] as const;
export const emailTemplateSchema = z.enum(emailTemplates);
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
export type SmsTemplate = EmailTemplate;

export const outboxChannelSchema = z.enum(['EMAIL', 'SMS']);
export type OutboxChannel = z.infer<typeof outboxChannelSchema>;

/** QUEUED waits for the worker; HELD stays because no transport is configured for its channel. */
export const outboxStatusSchema = z.enum(['QUEUED', 'SENT', 'FAILED', 'HELD']);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

export const devOutboxQuery = z.object({
  to: text().trim().min(1).max(320).optional(),
});

/** One message of the outbox as the development mailbox shows it. */
export const outboxEntry = z.object({
  id: z.number().int(),
  channel: outboxChannelSchema,
  to: text(),
  template: text(),
  locale: text(),
  subject: text().nullable(),
  text: multilineText(),
  html: multilineText().nullable(),
  referenceId: text().nullable(),
  status: outboxStatusSchema,
  createdAt: text(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
export const devOutboxResponse = z.array(outboxEntry);

/** §2 email preview page, §7 `GET /api/notifications/preview_translated_email`. */
export const emailPreviewQuery = z.object({
  template: emailTemplateSchema,
  lang: text().trim().max(35).optional(),
  referenceId: text().trim().max(100).optional(),
});

/** A rendered email; `locale` is the one used (en-AU when the requested one is not supported). */
export const emailPreview = z.object({
  subject: text(),
  html: multilineText(),
  text: multilineText(),
  locale: text(),
});
export type EmailPreview = z.infer<typeof emailPreview>;
