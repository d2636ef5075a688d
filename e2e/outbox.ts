import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** A message from the development outbox (`GET /api/dev/outbox`, newest first). */
export interface OutboxEntry {
  id: number;
  template: string;
  channel: string;
  subject: string | null;
  text: string;
}

/** The newest message to an address that matches, polled until the outbox worker has it. */
export async function newestMessage(
  request: APIRequestContext,
  to: string,
  matches: (entry: OutboxEntry) => boolean,
): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        found = ((await response.json()) as OutboxEntry[]).find(matches);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as OutboxEntry;
}

/** The newest one-time code sent to an address after the message `notBefore` (an outbox id). */
export async function emailedCode(request: APIRequestContext, to: string, notBefore = 0): Promise<string> {
  const entry = await newestMessage(
    request,
    to,
    (e) => e.template === 'otp_code' && e.id > notBefore && /\b\d{6}\b/.test(e.text),
  );
  return /\b(\d{6})\b/.exec(entry.text)?.[1] as string;
}
