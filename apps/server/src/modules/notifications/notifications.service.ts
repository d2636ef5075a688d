import { createHash } from 'node:crypto';
import {
  type EmailPreview,
  type EmailTemplate,
  type Locale,
  type OutboxChannel,
  type OutboxEntry,
  resolveLocale,
  type SmsTemplate,
} from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { createReadCache } from '../../platform/read-cache';
import { configServiceOf } from '../config/config.service';
import { type RenderContext, renderEmail, renderSms } from './notifications.render';
import {
  createNotificationsRepository,
  type OutboxRendering,
  type OutboxRow,
  toEntry,
} from './notifications.repository';
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

/**
 * Issue 12 (no spam relay): anyone may type any address into a booking, so an address that has had
 * this many confirmations in the last hour gets no more; further ones stay in the outbox as HELD.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 3;
const CONFIRMATION_TEMPLATES = [
  'appointment_confirmation',
  'appointment_pending',
  'booking_request_confirmation',
];
const HELD_AS_SPAM = 'held: too many confirmations to this address in an hour';

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export function createNotificationsService(deps: AppDeps) {
  const repository = createNotificationsRepository(deps.db);

  /**
   * Provider name, colour and texts (with the provider's overrides) per locale, remembered for a
   * moment: every booking's email is rendered with them, and they change rarely. A staff change
   * shows in emails rendered after the time to live.
   */
  const settings = createReadCache();
  async function renderContext(requested: string): Promise<RenderContext & { fellBack: boolean }> {
    const { locale, fellBack } = resolveLocale(requested);
    const context = await settings.get(locale, RENDER_SETTINGS_TTL_MS, async () => {
      const config = configServiceOf(deps);
      const [sections, texts] = await Promise.all([config.readSections(), config.translations(locale)]);
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

  /**
   * Adds a message to the outbox in the caller's transaction, with its template data: it is
   * rendered and sent after commit, and never if the transaction rolls back. The data is checked
   * now, so a caller's mistake fails its own request rather than the send.
   */
  async function queue(trx: Db, channel: OutboxChannel, to: string, message: QueuedMessage<EmailTemplate>) {
    if (await unsubscribed(trx, message)) return;
    messageValues(message.template, message.data);
    const now = deps.clock.now();
    const heldBack =
      channel === 'EMAIL' &&
      CONFIRMATION_TEMPLATES.includes(message.template) &&
      (await repository.countSentTo(
        to,
        CONFIRMATION_TEMPLATES,
        new Date(now.getTime() - 60 * 60_000),
        trx,
      )) >=
        CONFIRMATIONS_PER_ADDRESS_PER_HOUR * deps.env.RATE_LIMIT_SCALE;
    const id = await repository.insert(
      {
        channel,
        to,
        template: message.template,
        locale: resolveLocale(message.locale).locale,
        data: message.data,
        referenceId: message.referenceId ?? null,
        createdAt: now,
        ...(heldBack ? { status: 'HELD' as const, lastError: HELD_AS_SPAM } : {}),
      },
      trx,
    );
    deps.log.info(
      { outboxId: id, template: message.template, recipient: recipientHash(to) },
      `${channel === 'EMAIL' ? 'email' : 'SMS'} ${heldBack ? 'held back' : 'queued'}`,
    );
  }

  /** A queued message rendered from its data in its locale, and kept so; a rendered one as it is. */
  async function render(row: OutboxRow): Promise<OutboxRow & OutboxRendering> {
    if (row.text !== null) return row as OutboxRow & OutboxRendering;
    const template = row.template as EmailTemplate;
    const values = messageValues(template, row.data);
    const ctx = await renderContext(row.locale);
    if (row.channel === 'SMS') {
      return repository.saveRendering(row.id, {
        subject: null,
        text: renderSms(template, values, ctx),
        html: null,
      });
    }
    const email = renderEmail(template, values, ctx);
    return repository.saveRendering(row.id, { ...email, subject: oneLine(email.subject) });
  }

  return {
    /**
     * The language a booking's patient was last written to in (their confirmation's), so a later
     * message staff cause reaches them in it; the default locale when none was sent.
     */
    languageOf: async (bookingKey: string, trx?: Db) =>
      resolveLocale(await repository.latestLocaleOf(bookingKey, trx)).locale,

    queueEmail: (trx: Db, message: QueuedMessage<EmailTemplate>) =>
      queue(trx, 'EMAIL', message.to.trim(), message),

    /** As `queueEmail`, for an SMS (text only). */
    queueSms: (trx: Db, message: QueuedMessage<SmsTemplate>) =>
      queue(trx, 'SMS', message.to.replace(/[\s()-]/g, ''), message),

    render,

    /**
     * §2 email preview: the template with its sample data in the requested locale, en-AU (with a
     * warning) when that locale is not supported. Sample data only, so the page never shows a
     * patient's details to whoever knows a reference.
     */
    async preview(template: EmailTemplate, lang: string | undefined): Promise<EmailPreview> {
      const ctx = await renderContext(lang ?? '');
      if (ctx.fellBack)
        deps.log.warn({ requested: lang }, 'unsupported locale for email preview; using en-AU');
      const email = renderEmail(template, messageValues(template, templates[template].sample), ctx);
      return { ...email, subject: oneLine(email.subject), locale: ctx.locale };
    },

    /** The development mailbox: the newest messages, optionally for one recipient, rendered. */
    async devOutbox(to: string | undefined): Promise<OutboxEntry[]> {
      const entries: OutboxEntry[] = [];
      for (const row of await repository.list({ to: to?.trim(), limit: 100 }))
        entries.push(toEntry(await render(row)));
      return entries;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
