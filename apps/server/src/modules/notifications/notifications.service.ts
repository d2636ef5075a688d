import { createHash } from 'node:crypto';
import {
  type EmailPreview,
  type EmailTemplate,
  type Locale,
  type OutboxEntry,
  resolveLocale,
  type SmsTemplate,
} from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { createReadCache } from '../../platform/read-cache';
import { createConfigRepository } from '../config/config.repository';
import { createConfigService } from '../config/config.service';
import { type RenderContext, renderEmail, renderSms } from './notifications.render';
import { createNotificationsRepository } from './notifications.repository';
import { messageValues, templates } from './notifications.templates';

export interface QueuedMessage<T extends string> {
  /** Email address or phone number. */
  to: string;
  template: T;
  locale: Locale;
  /** What the message is about (booking key, appointment id…), for tracing and the dev mailbox. */
  referenceId?: string;
  data: Record<string, unknown>;
}

/** A short, stable, non-reversible name for a recipient, for logs (never the address itself). */
export const recipientHash = (to: string) =>
  createHash('sha256').update(to.trim().toLowerCase()).digest('hex').slice(0, 12);

const RENDER_SETTINGS_TTL_MS = 10_000;

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export function createNotificationsService(deps: AppDeps) {
  const repository = createNotificationsRepository(deps.db);

  /**
   * Provider name, colour and texts (with the provider's overrides) per locale, read through `db`
   * (or the caller's transaction) and remembered for a moment: every booking renders an email, and
   * the settings behind them change rarely. A staff change shows in emails within the time to live.
   */
  const settings = createReadCache();
  async function renderContext(db: Db, requested: string): Promise<RenderContext & { fellBack: boolean }> {
    const { locale, fellBack } = resolveLocale(requested);
    const context = await settings.get(locale, RENDER_SETTINGS_TTL_MS, async () => {
      const config = createConfigService(deps, createConfigRepository(db));
      // One after the other: both may run on the caller's transaction, which has one connection.
      const sections = await config.readSections();
      const texts = await config.translations(locale);
      return {
        locale,
        texts,
        providerName: sections.radiology.name,
        publicUrl: deps.env.PUBLIC_URL,
        accentColor: sections.theme.properties['--color-primary'],
      };
    });
    return { ...context, fellBack };
  }

  /** An optional message about a booking whose patient unsubscribed is dropped (logged, not queued). */
  async function unsubscribed(trx: Db, message: QueuedMessage<EmailTemplate>): Promise<boolean> {
    if (!templates[message.template].optional || !message.referenceId) return false;
    if (!(await repository.isUnsubscribed(message.referenceId, trx))) return false;
    deps.log.info({ template: message.template }, 'optional message skipped: unsubscribed');
    return true;
  }

  return {
    /**
     * Renders the email now, in the recipient's locale, and adds it to the outbox in the caller's
     * transaction: it is sent after commit and never if the transaction rolls back.
     */
    async queueEmail(trx: Db, message: QueuedMessage<EmailTemplate>): Promise<void> {
      if (await unsubscribed(trx, message)) return;
      const values = messageValues(message.template, message.data);
      const ctx = await renderContext(trx, message.locale);
      const email = renderEmail(message.template, values, ctx);
      const id = await repository.insert(
        {
          channel: 'EMAIL',
          to: message.to.trim(),
          template: message.template,
          locale: ctx.locale,
          subject: oneLine(email.subject),
          text: email.text,
          html: email.html,
          referenceId: message.referenceId ?? null,
          createdAt: deps.clock.now(),
        },
        trx,
      );
      deps.log.info(
        { outboxId: id, template: message.template, recipient: recipientHash(message.to) },
        'email queued',
      );
    },

    /** As `queueEmail`, for an SMS (text only). */
    async queueSms(trx: Db, message: QueuedMessage<SmsTemplate>): Promise<void> {
      if (await unsubscribed(trx, message)) return;
      const values = messageValues(message.template, message.data);
      const ctx = await renderContext(trx, message.locale);
      const id = await repository.insert(
        {
          channel: 'SMS',
          to: message.to.replace(/[\s()-]/g, ''),
          template: message.template,
          locale: ctx.locale,
          subject: null,
          text: renderSms(message.template, values, ctx),
          html: null,
          referenceId: message.referenceId ?? null,
          createdAt: deps.clock.now(),
        },
        trx,
      );
      deps.log.info(
        { outboxId: id, template: message.template, recipient: recipientHash(message.to) },
        'SMS queued',
      );
    },

    /**
     * §2 email preview: the template with its sample data in the requested locale, en-AU (with a
     * warning) when that locale is not supported. Sample data only, so the page never shows a
     * patient's details to whoever knows a reference.
     */
    async preview(template: EmailTemplate, lang: string | undefined): Promise<EmailPreview> {
      const ctx = await renderContext(deps.db, lang ?? '');
      if (ctx.fellBack)
        deps.log.warn({ requested: lang }, 'unsupported locale for email preview; using en-AU');
      const email = renderEmail(template, messageValues(template, templates[template].sample), ctx);
      return { ...email, subject: oneLine(email.subject), locale: ctx.locale };
    },

    /** The development mailbox: the newest messages, optionally for one recipient. */
    devOutbox(to: string | undefined): Promise<OutboxEntry[]> {
      return repository.list({ to: to?.trim(), limit: 100 });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
