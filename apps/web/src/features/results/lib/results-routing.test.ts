import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { resultsAuthUrl, resultsErrorTarget } from './results-routing';

const apiError = (status: number, message: string) =>
  new ApiError({ type: 'about:blank', title: 'x', status, message } as never);

describe('results routing', () => {
  it('sends expired results and revoked shares to the deny page', () => {
    expect(resultsErrorTarget(apiError(410, 'message.results_expired'), 'k')).toBe(
      '/deny?resultsExpired=true',
    );
    expect(resultsErrorTarget(apiError(403, 'message.share_revoked'), 'k')).toBe('/deny?revoked=true');
  });

  it('sends a missing session to the results authentication, with a valid date of birth only', () => {
    expect(resultsErrorTarget(apiError(401, 'message.unauthorized'), 'abc')).toBe(resultsAuthUrl('abc'));
    expect(resultsAuthUrl('abc', '1970-03-04')).toContain('dateOfBirth=1970-03-04');
    expect(resultsAuthUrl('abc', 'x')).not.toContain('dateOfBirth');
  });

  it('passes the link otpType and asks only for what the access requirements name', () => {
    const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
    expect(query(resultsAuthUrl('abc', '1970-03-04', 'SMS'))).toMatchObject({ otpType: 'SMS' });
    expect(query(resultsAuthUrl('abc', null, 'FAX')).otpType).toBeUndefined();
    const emailOnly = {
      authenticationType: 'APPOINTMENT_RESULTS' as const,
      dateOfBirthRequired: false,
      otpMethods: ['EMAIL' as const],
    };
    const url = query(resultsAuthUrl('abc', '1970-03-04', 'SMS', emailOnly));
    expect(url.otpType).toBeUndefined();
    expect(url.dateOfBirth).toBeUndefined();
    expect(query(resultsAuthUrl('abc', null, 'EMAIL', emailOnly))).toMatchObject({
      otpType: 'EMAIL',
      type: 'APPOINTMENT_RESULTS',
    });
    expect(resultsErrorTarget(new Error('x'), 'abc')).toBeNull();
  });
});
