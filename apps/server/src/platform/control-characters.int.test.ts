import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { databaseTargets } from '../test/databases';

/**
 * Issue 12, finding 6: a NUL (which PostgreSQL refuses) or another control character in any string
 * is refused by the contracts with 400 message.validation_error, before the database sees it.
 */
describe.each(databaseTargets)('control characters in input on %s', (target) => {
  const ctx = useTestApp(target, { env: { OUTBOX_POLL_INTERVAL_MS: '0' } });

  it.each([
    ['GET', '/api/exams/a%00b', undefined, 'params.examSlug'],
    ['GET', '/api/regions/a%00b/clinic_exams', undefined, 'params.regionSlug'],
    ['GET', '/api/postal_codes?search=ab%00c', undefined, 'querystring.search'],
    ['GET', '/api/clinics/1/next_available?examSlug=x%00', undefined, 'querystring.examSlug'],
    ['GET', '/api/exams/bidi%E2%80%AEx', undefined, 'params.examSlug'],
    [
      'POST',
      '/api/authentication',
      { bookingKey: 'a\u0000b'.padEnd(24, 'x'), type: 'APPOINTMENT', dateOfBirth: '1984-07-21' },
      'body.bookingKey',
    ],
    ['POST', '/api/kiosk/identify', { kioskId: 'kiosk\u0000' }, 'body.kioskId'],
    ['POST', '/api/booking_requests', { notes: 'line\u0007' }, 'body.notes'],
  ] as const)(
    '%s %s answers 400 message.validation_error naming the field',
    async (method, url, payload, field) => {
      const res = await ctx().app.inject({ method, url, payload: payload as object | undefined });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe('message.validation_error');
      // The contract refused it (a field error), not the database afterwards.
      expect((res.json().errors ?? []).map((e: { field: string }) => e.field)).toContain(field);
    },
  );
});
