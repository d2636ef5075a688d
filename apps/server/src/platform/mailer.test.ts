import nodemailer, { type Transporter } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { createMailer, createMailerFromTransport } from './mailer';

const message = {
  to: 'olivia@example.org',
  subject: 'Your MRI Knee appointment is booked',
  text: 'Hello Olivia,\n\nSee you soon.',
  html: '<p>Hello Olivia,</p>',
};

/** Keeps what the transport produced (a JSON string or a raw MIME buffer) for each message. */
function capture(transport: Transporter): unknown[] {
  const produced: unknown[] = [];
  const send = transport.sendMail.bind(transport) as (options: object) => Promise<{ message: unknown }>;
  transport.sendMail = (async (options: object) => {
    const info = await send(options);
    produced.push(info.message);
    return info;
  }) as never;
  return produced;
}

describe('mailer', () => {
  it('sends through a nodemailer transport with the configured sender', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const produced = capture(transport);
    const { messageId } = await createMailerFromTransport(transport, 'Bookings <bookings@example.org>').send(
      message,
    );
    expect(messageId).toMatch(/@/);
    const json = JSON.parse(String(produced[0]));
    expect(json.from).toEqual({ address: 'bookings@example.org', name: 'Bookings' });
    expect(json.to).toEqual([{ address: 'olivia@example.org', name: '' }]);
    expect(json.subject).toBe(message.subject);
    expect(json.html).toBe(message.html);
    expect(json.text).toBe(message.text);
  });

  it('builds a MIME message with text and HTML alternatives', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const produced = capture(transport);
    await createMailerFromTransport(transport, 'bookings@example.org').send(message);
    const raw = (produced[0] as Buffer).toString('utf8');
    expect(raw).toContain('Subject: Your MRI Knee appointment is booked');
    expect(raw).toContain('To: olivia@example.org');
    expect(raw).toContain('From: bookings@example.org');
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('text/html');
  });

  it('is absent without SMTP_URL, so messages are held', () => {
    expect(createMailer({ SMTP_URL: undefined, MAIL_FROM: 'a@b.c' })).toBeUndefined();
    const mailer = createMailer({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.c' });
    expect(mailer).toBeDefined();
    mailer?.close();
  });
});
