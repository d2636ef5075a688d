import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from './env';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one email; rejects when the transport refuses it (the outbox worker retries). */
export interface Mailer {
  send(message: OutgoingEmail): Promise<{ messageId: string }>;
  close(): void;
}

/** A mailer over any nodemailer transport (SMTP in production, JSON or stream transports in tests). */
export function createMailerFromTransport(transport: Transporter, from: string): Mailer {
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return { messageId: String(info.messageId ?? '') };
    },
    close: () => transport.close(),
  };
}

/** The SMTP mailer of `SMTP_URL`, or undefined when none is configured (messages are then held). */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | undefined {
  if (!env.SMTP_URL) return undefined;
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return createMailerFromTransport(transport, env.MAIL_FROM);
}
