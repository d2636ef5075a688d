import { describe, expect, it } from 'vitest';
import { effectiveReleaseAt, isReleased, partitionReports, reportExpiry } from './results.rules';

const at = (iso: string) => new Date(iso);

describe('report release and expiry', () => {
  it('follows staff: their own release time over the delay, and nothing while held back', () => {
    const created = at('2030-01-01T10:00:00Z');
    expect(effectiveReleaseAt({ createdAt: created }, 60)).toEqual(at('2030-01-01T11:00:00Z'));
    const own = at('2030-01-01T10:05:00Z');
    expect(effectiveReleaseAt({ createdAt: created, releaseAt: own }, 60)).toEqual(own);
    expect(effectiveReleaseAt({ createdAt: created, releaseAt: own, held: true }, 0)).toBeNull();
    const reports = [
      { createdAt: created, expiresAt: null, held: true },
      { createdAt: created, expiresAt: null, releaseAt: own },
    ];
    const seen = partitionReports(reports, 120, at('2030-01-01T10:06:00Z'));
    expect(seen.visible).toEqual([reports[1]]);
    expect(seen.pending).toBe(true);
  });

  it('releases a report only once the delay after it was attached has passed', () => {
    const created = at('2030-01-01T10:00:00Z');
    expect(isReleased(created, 60, at('2030-01-01T10:59:59Z'))).toBe(false);
    expect(isReleased(created, 60, at('2030-01-01T11:00:00Z'))).toBe(true);
    expect(isReleased(created, 0, created)).toBe(true);
  });

  it('tells pending, visible and all-expired apart', () => {
    const now = at('2030-01-02T00:00:00Z');
    const live = { createdAt: at('2030-01-01T00:00:00Z'), expiresAt: null };
    const expired = { createdAt: at('2030-01-01T00:00:00Z'), expiresAt: at('2030-01-01T12:00:00Z') };
    const waiting = { createdAt: at('2030-01-01T23:30:00Z'), expiresAt: null };
    expect(partitionReports([live, waiting], 60, now)).toMatchObject({
      visible: [live],
      pending: true,
      allExpired: false,
    });
    expect(partitionReports([expired], 60, now)).toMatchObject({ visible: [], allExpired: true });
    expect(partitionReports([waiting], 60, now)).toMatchObject({
      visible: [],
      pending: true,
      allExpired: false,
    });
  });

  it('sets an expiry only when days are given', () => {
    expect(reportExpiry(at('2030-01-01T00:00:00Z'), 2)?.toISOString()).toBe('2030-01-03T00:00:00.000Z');
    expect(reportExpiry(at('2030-01-01T00:00:00Z'), null)).toBeNull();
  });
});
