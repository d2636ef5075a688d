import type { SessionScope } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { mergeScopes } from './patient-session.service';

const scope = (kiosk?: boolean): SessionScope => ({
  kind: 'APPOINTMENT',
  bookingKey: 'k'.repeat(22),
  type: 'APPOINTMENT',
  shared: false,
  ...(kiosk === undefined ? {} : { kiosk }),
});

describe('mergeScopes', () => {
  it('lets the code-proven scope replace the same booking’s kiosk-only scope', () => {
    expect(mergeScopes([scope(true)], scope())).toEqual([scope()]);
  });

  it('never narrows a code-proven scope to a kiosk-only one, and keeps no repeats', () => {
    expect(mergeScopes([scope()], scope(true))).toEqual([scope()]);
    expect(mergeScopes([scope(true)], scope(true))).toEqual([scope(true)]);
    expect(mergeScopes([scope()], scope())).toEqual([scope()]);
  });
});
