/**
 * A translation key of the server's messages. The deny page's customMessage is always one of these
 * (§4 Deny page, §8): it is translated on the page, in the patient's language, never passed as text.
 */
export type MessageKey = `message.${string}`;

const MESSAGE_KEY = /^message\.[a-z0-9_]{1,80}$/;

/** The key itself when it is one, else the generic server error key (never free text). */
export const asMessageKey = (value: string | null | undefined): MessageKey =>
  value && MESSAGE_KEY.test(value) ? (value as MessageKey) : 'message.server_error_general';

/** The deny page under `prefix` (empty, or /iframe) with a custom message key. */
export function denyPath(prefix: string, customMessage: MessageKey): string {
  return `${prefix}/deny?${new URLSearchParams({ customMessage: asMessageKey(customMessage) })}`;
}
