import type { EmailTemplate, Locale } from '@rb/contracts';
import { formatLongDate, formatTime } from '../../platform/date-format';
import { type DetailRow, type MessageValues, templates } from './notifications.templates';

/** Everything a message needs besides its own data: the locale's texts and the provider. */
export interface RenderContext {
  locale: Locale;
  /** Base texts of the locale merged with the provider's overrides. */
  texts: Record<string, string>;
  providerName: string;
  publicUrl: string;
  /** Button and header colour; anything but a hex colour is replaced by the default. */
  accentColor?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const DEFAULT_ACCENT = '#0b5d8f';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

type Vars = Record<string, string>;

/** Fills `{{name}}` placeholders; a missing value leaves nothing rather than the placeholder. */
const fill = (text: string, vars: Vars) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');

/**
 * The same text for HTML: the text itself and every value are escaped, so neither a translation
 * override nor a patient's name can bring markup into the email.
 */
const fillHtml = (text: string, vars: Vars) =>
  escapeHtml(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => escapeHtml(vars[name] ?? ''));

/** Longest value a subject carries: a name or an exam, not a message. */
const SUBJECT_VALUE_MAX = 60;

/**
 * A value inside a subject, which is a plain-text header that mail programs show and link: one line
 * without control or invisible characters (bidirectional overrides among them), no angle brackets,
 * no address a mail program would turn into a link ("://" and dots between letters are broken), and
 * bounded. A patient's name cannot make our email carry someone else's message or link.
 */
export function subjectValue(value: string): string {
  const plain = value
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/[<>]/g, '')
    .replace(/:\/\//g, ': ')
    .replace(/([\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, '$1[.]')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > SUBJECT_VALUE_MAX ? `${plain.slice(0, SUBJECT_VALUE_MAX - 1).trimEnd()}…` : plain;
}

const fillSubject = (text: string, vars: Vars) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => subjectValue(vars[name] ?? ''));

function variables(values: MessageValues, ctx: RenderContext): Vars {
  const vars: Vars = { providerName: ctx.providerName };
  const set = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') vars[name] = String(value);
  };
  set('name', values.name);
  set('examName', values.examName);
  set('clinicName', values.clinicName);
  set('clinicAddress', values.clinicAddress);
  set('clinicPhone', values.clinicPhone);
  set('code', values.code);
  set('minutes', values.minutes);
  set('senderName', values.senderName);
  set('note', values.note);
  if (values.start) {
    // Times are shown in the clinic's zone: that is where the patient has to be.
    const zone = values.timeZone ?? 'UTC';
    vars.date = formatLongDate(values.start, zone, ctx.locale);
    vars.time = formatTime(values.start, zone, ctx.locale);
    vars.timeRange = values.end
      ? fill(text(ctx, 'notification.time_range'), {
          start: vars.time,
          end: formatTime(values.end, zone, ctx.locale),
        })
      : vars.time;
  }
  if (values.actionPath) vars.link = new URL(values.actionPath, ctx.publicUrl).toString();
  return vars;
}

function text(ctx: RenderContext, key: string): string {
  const value = ctx.texts[key];
  if (value === undefined) throw new Error(`Missing notification text ${key} for ${ctx.locale}`);
  return value;
}

const detailValue: Record<DetailRow, string> = {
  exam: 'examName',
  clinic: 'clinicName',
  address: 'clinicAddress',
  phone: 'clinicPhone',
  date: 'date',
  time: 'timeRange',
};

interface MessageParts {
  subject: string;
  heading: string;
  greeting: string;
  intro: string;
  details: { label: string; value: string }[];
  preparationNotes?: string;
  paragraphs: string[];
  action?: { label: string; link: string };
}

/** The translated pieces of an email as raw text templates, before the text or HTML layout. */
function parts(template: EmailTemplate, values: MessageValues, ctx: RenderContext, vars: Vars): MessageParts {
  const definition = templates[template];
  const key = (suffix: string) => text(ctx, `notification.${template}.${suffix}`);
  const paragraphs = definition.paragraphs
    .filter((suffix) => suffix !== 'note' || vars.note)
    .map((suffix) => key(suffix));
  if (definition.preparation) paragraphs.unshift(text(ctx, 'notification.bring_documents'));
  return {
    subject: key('subject'),
    heading: key('heading'),
    greeting: vars.name ? text(ctx, 'notification.greeting') : text(ctx, 'notification.greeting_generic'),
    intro: key('intro'),
    details: definition.details
      .filter((row) => vars[detailValue[row]])
      .map((row) => ({ label: text(ctx, `notification.label.${row}`), value: `{{${detailValue[row]}}}` })),
    preparationNotes: definition.preparation && values.preparationNotes ? values.preparationNotes : undefined,
    paragraphs,
    action: vars.link ? { label: key('action'), link: '{{link}}' } : undefined,
  };
}

function renderText(p: MessageParts, ctx: RenderContext, vars: Vars): string {
  const blocks = [
    fill(p.heading, vars),
    fill(p.greeting, vars),
    fill(p.intro, vars),
    p.details.map((d) => `${d.label}: ${fill(d.value, vars)}`).join('\n'),
    p.preparationNotes ? `${text(ctx, 'notification.preparation_heading')}\n${p.preparationNotes}` : '',
    ...p.paragraphs.map((paragraph) => fill(paragraph, vars)),
    p.action ? `${p.action.label}: ${fill(p.action.link, vars)}` : '',
    `${text(ctx, 'notification.sign_off')}\n${ctx.providerName}`,
    fill(text(ctx, 'notification.footer'), vars),
  ];
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

function renderHtml(p: MessageParts, ctx: RenderContext, vars: Vars): string {
  const accent = /^#[0-9a-fA-F]{3,8}$/.test(ctx.accentColor ?? '')
    ? (ctx.accentColor as string)
    : DEFAULT_ACCENT;
  const para = (html: string) => `<p style="margin:0 0 16px;line-height:1.5;">${html}</p>`;
  const details = p.details.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${p.details
        .map(
          (d) =>
            `<tr><th scope="row" align="left" style="padding:4px 16px 4px 0;color:#52606d;font-weight:normal;vertical-align:top;">${escapeHtml(d.label)}</th><td style="padding:4px 0;font-weight:bold;">${fillHtml(d.value, vars)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const code = vars.code
    ? `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:bold;">${escapeHtml(vars.code)}</p>`
    : '';
  const preparation = p.preparationNotes
    ? `<h2 style="font-size:17px;margin:24px 0 8px;">${escapeHtml(text(ctx, 'notification.preparation_heading'))}</h2>${para(escapeHtml(p.preparationNotes).replace(/\r?\n/g, '<br>'))}`
    : '';
  const action = p.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(vars.link ?? '')}" style="display:inline-block;background:${accent};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(p.action.label)}</a></p>${para(`<span style="font-size:13px;color:#52606d;">${escapeHtml(text(ctx, 'notification.link_fallback'))}<br>${escapeHtml(vars.link ?? '')}</span>`)}`
    : '';
  const body = [
    `<h1 style="font-size:22px;margin:0 0 16px;">${fillHtml(p.heading, vars)}</h1>`,
    para(fillHtml(p.greeting, vars)),
    para(fillHtml(p.intro, vars)),
    code,
    details,
    preparation,
    ...p.paragraphs.map((paragraph) => para(fillHtml(paragraph, vars))),
    action,
    para(`${escapeHtml(text(ctx, 'notification.sign_off'))}<br>${escapeHtml(ctx.providerName)}`),
  ].join('');
  const provider = escapeHtml(ctx.providerName);
  return `<!doctype html><html lang="${escapeHtml(ctx.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${fillHtml(p.subject, vars)}</title></head><body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;"><tr><td align="center" style="padding:24px 12px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;"><tr><td style="background:${accent};color:#ffffff;padding:20px 24px;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0;">${provider}</td></tr><tr><td style="padding:24px;">${body}</td></tr><tr><td style="padding:16px 24px;font-size:12px;color:#52606d;">${fillHtml(text(ctx, 'notification.footer'), vars)}</td></tr></table></td></tr></table></body></html>`;
}

/** Subject, plain text and HTML of a template, in the context's locale. */
export function renderEmail(
  template: EmailTemplate,
  values: MessageValues,
  ctx: RenderContext,
): RenderedEmail {
  const vars = variables(values, ctx);
  const p = parts(template, values, ctx, vars);
  return {
    subject: fillSubject(p.subject, vars),
    text: renderText(p, ctx, vars),
    html: renderHtml(p, ctx, vars),
  };
}

/** The SMS text of a template, in the context's locale. */
export function renderSms(template: EmailTemplate, values: MessageValues, ctx: RenderContext): string {
  return fill(text(ctx, `notification.${template}.sms`), variables(values, ctx));
}
