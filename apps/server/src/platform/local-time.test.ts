import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { localParts } from './local-time';

const MINUTE_MS = 60_000;

/** What TZDate itself says: the reference localParts must agree with. */
function reference(timeZone: string, instant: number) {
  const local = new TZDate(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    minute: local.getHours() * 60 + local.getMinutes(),
  };
}

// Daylight-saving changes of 2026 (UTC instants), including Adelaide's half-hour offset and Lord
// Howe Island's half-hour shift, and zones without any change.
const changes: [string, string][] = [
  ['Australia/Sydney', '2026-04-04T16:00:00Z'],
  ['Australia/Sydney', '2026-10-03T16:00:00Z'],
  ['Australia/Adelaide', '2026-04-04T16:30:00Z'],
  ['Australia/Adelaide', '2026-10-03T16:30:00Z'],
  ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
  ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
  ['Australia/Brisbane', '2026-10-03T16:00:00Z'],
  ['Australia/Perth', '2026-04-04T16:00:00Z'],
  ['Pacific/Auckland', '2026-09-26T14:00:00Z'],
];

describe('localParts', () => {
  it.each(changes)('agrees with TZDate minute by minute around a change in %s (%s)', (zone, at) => {
    const change = Date.parse(at);
    for (
      let instant = change - 3 * 60 * MINUTE_MS;
      instant <= change + 3 * 60 * MINUTE_MS;
      instant += MINUTE_MS
    ) {
      expect(localParts(zone, instant), new Date(instant).toISOString()).toEqual(reference(zone, instant));
    }
  });

  it('agrees with TZDate at instants that are not on a minute, asked in any order', () => {
    const zones = ['Australia/Sydney', 'Australia/Adelaide', 'Australia/Lord_Howe', 'Australia/Darwin'];
    let instant = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 2_000; i++) {
      // A step that is prime in milliseconds walks across every offset bucket boundary.
      instant += 15_485_863 * (i % 2 === 0 ? 1 : 3);
      const zone = zones[i % zones.length] as string;
      expect(localParts(zone, instant)).toEqual(reference(zone, instant));
    }
  });
});
