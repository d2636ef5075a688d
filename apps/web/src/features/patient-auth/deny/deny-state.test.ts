import { describe, expect, it } from 'vitest';
import { denyState } from './deny-state';

const origin = 'https://book.example';
const deny = (query: string) => denyState(new URLSearchParams(query), origin);

describe('denyState with a status', () => {
  it.each([
    ['EXPIRED', 'expired'],
    ['EXPIRED_PATIENT', 'expired'],
    ['CANCELED', 'canceled'],
    ['DECLINED_BY_PATIENT', 'declined_by_patient'],
    ['REMOVED_BY_OPERATOR', 'removed_by_operator'],
    ['DELETED', 'removed_by_operator'],
    ['ON_HOLD', 'waiting_protocol'],
    ['SOMETHING_ELSE', 'restricted'],
  ])('%s shows %s', (status, kind) => {
    expect(deny(`status=${status}`)).toEqual({
      kind,
      titleKey: `deny.${kind}.title`,
      messageKey: `deny.${kind}.text`,
      closeTo: null,
    });
  });

  it('lets the status win over the other parameters', () => {
    expect(deny('status=CANCELED&revoked=true&maxAttempts=true').kind).toBe('canceled');
  });
});

describe('denyState without a status', () => {
  it('revoked=true shows access revoked', () => {
    expect(deny('revoked=true')).toMatchObject({ kind: 'revoked', messageKey: 'deny.revoked.text' });
  });

  it('maxAttempts shows the message named by message', () => {
    expect(deny('maxAttempts=true&message=max_attempts_reached_shared').messageKey).toBe(
      'message.max_attempts_reached_shared',
    );
    expect(deny('maxAttempts=true&message=message.max_attempts_reached_results').messageKey).toBe(
      'message.max_attempts_reached_results',
    );
  });

  it('maxAttempts without a known message shows the default max-attempts text', () => {
    expect(deny('maxAttempts=true')).toMatchObject({
      kind: 'max_attempts',
      titleKey: 'deny.max_attempts.title',
      messageKey: 'message.max_attempts_reached',
    });
    expect(deny('maxAttempts=true&message=message.server_error').messageKey).toBe(
      'message.max_attempts_reached',
    );
  });

  it('resultsExpired shows results expired', () => {
    expect(deny('resultsExpired=true').kind).toBe('results_expired');
  });

  it('customMessage shows that message key, with or without its prefix', () => {
    expect(deny('customMessage=message.pain_score_problem')).toMatchObject({
      kind: 'custom',
      titleKey: 'deny.generic.title',
      messageKey: 'message.pain_score_problem',
    });
    expect(deny('customMessage=booking_request_waiting_protocol_error').messageKey).toBe(
      'message.booking_request_waiting_protocol_error',
    );
  });

  it('never shows free text from the address as a message', () => {
    expect(deny('customMessage=Call 1900 000 000 to unlock').kind).toBe('generic');
  });

  it('shows the generic problem message by default, and for flags that are not true', () => {
    expect(deny('')).toMatchObject({ kind: 'generic', messageKey: 'deny.generic.text' });
    expect(deny('revoked=false&resultsExpired=no').kind).toBe('generic');
  });
});

describe('close button', () => {
  it('shows only with showClose=true and a redirectUrl', () => {
    expect(deny('showClose=true&redirectUrl=/appointments/k').closeTo).toBe('/appointments/k');
    expect(deny('showClose=true').closeTo).toBeNull();
    expect(deny('redirectUrl=/appointments/k').closeTo).toBeNull();
    expect(deny('showClose=false&redirectUrl=/a').closeTo).toBeNull();
  });

  it('only returns to our own site', () => {
    expect(deny('showClose=true&redirectUrl=https://evil.example/x').closeTo).toBeNull();
    expect(deny('showClose=true&redirectUrl=//evil.example/x').closeTo).toBeNull();
    expect(deny('showClose=true&redirectUrl=https://book.example/q?x=1').closeTo).toBe('/q?x=1');
  });

  it('is independent of the message shown', () => {
    expect(deny('status=EXPIRED&showClose=true&redirectUrl=/').closeTo).toBe('/');
  });
});
