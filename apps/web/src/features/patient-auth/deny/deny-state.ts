import { sameOriginPath } from '../../../lib/links';

export type DenyKind =
  | 'expired'
  | 'canceled'
  | 'declined_by_patient'
  | 'removed_by_operator'
  | 'waiting_protocol'
  | 'restricted'
  | 'revoked'
  | 'max_attempts'
  | 'results_expired'
  | 'custom'
  | 'generic';

export interface DenyState {
  kind: DenyKind;
  titleKey: string;
  /** Translation key of the explanation; the page falls back to the generic text if it is unknown. */
  messageKey: string;
  /** Same-origin path the close button returns to, or null when there is no close button. */
  closeTo: string | null;
}

const STATUS_KINDS: Record<string, DenyKind> = {
  EXPIRED: 'expired',
  EXPIRED_PATIENT: 'expired',
  CANCELED: 'canceled',
  DECLINED_BY_PATIENT: 'declined_by_patient',
  REMOVED_BY_OPERATOR: 'removed_by_operator',
  DELETED: 'removed_by_operator',
  ON_HOLD: 'waiting_protocol',
};

/** The max-attempts messages a caller may name in `message` (§4 Deny page). */
const MAX_ATTEMPTS_MESSAGES = new Set(['max_attempts_reached_shared', 'max_attempts_reached_results']);
/** A custom message is a translation key (the server's message.* keys), never free text from the address. */
const MESSAGE_KEY = /^(message\.)?([a-z0-9_]{1,80})$/;

const flag = (params: URLSearchParams, name: string) => params.get(name) === 'true';
const withPrefix = (name: string) => `message.${name.replace(/^message\./, '')}`;
const state = (kind: DenyKind, messageKey = `deny.${kind}.text`, titleKind: DenyKind = kind) => ({
  kind,
  titleKey: `deny.${titleKind}.title`,
  messageKey,
});

function contentFor(params: URLSearchParams): Omit<DenyState, 'closeTo'> {
  const status = params.get('status')?.trim().toUpperCase();
  if (status) return state(STATUS_KINDS[status] ?? 'restricted');
  if (flag(params, 'revoked')) return state('revoked');
  if (flag(params, 'maxAttempts')) {
    const named = params.get('message')?.replace(/^message\./, '');
    const key = named && MAX_ATTEMPTS_MESSAGES.has(named) ? named : 'max_attempts_reached';
    return state('max_attempts', withPrefix(key));
  }
  if (flag(params, 'resultsExpired')) return state('results_expired');
  const custom = params.get('customMessage')?.trim();
  const match = custom ? MESSAGE_KEY.exec(custom) : null;
  if (match?.[2]) return state('custom', withPrefix(match[2]), 'generic');
  return state('generic');
}

/** §4 Deny page: what to show for the query parameters. Pure, so every branch is unit-tested. */
export function denyState(params: URLSearchParams, origin: string): DenyState {
  const closeTo = flag(params, 'showClose') ? sameOriginPath(params.get('redirectUrl'), origin) : null;
  return { ...contentFor(params), closeTo };
}
