import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { isRecoverableSignInError, NoTokensError, signInWithRetry } from './sign-in-retry';

const protocolError = (error: string, error_description?: string) =>
  new ErrorResponse({ error, error_description });

describe('§8 sign-in retry rule', () => {
  it.each([
    ['interaction required', protocolError('interaction_required')],
    ['login required (prompt=none without a session)', protocolError('login_required')],
    ['invalid grant', protocolError('invalid_grant', 'grant request is invalid')],
    ['no tokens', new NoTokensError()],
    ['refresh token expired', new Error('Refresh token expired')],
  ])('treats %s as recoverable', (_name, error) => {
    expect(isRecoverableSignInError(error)).toBe(true);
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['an invalid client', protocolError('invalid_client')],
    ['a server error', protocolError('server_error')],
    ['a closed popup', new Error('Popup closed by user')],
    ['a non-error value', 'oops'],
  ])('does not treat %s as recoverable', (_name, error) => {
    expect(isRecoverableSignInError(error)).toBe(false);
  });

  it('returns the silent result without retrying when the first attempt works', async () => {
    const silent = vi.fn().mockResolvedValue('user');
    const interactive = vi.fn();
    await expect(signInWithRetry({ silent, interactive })).resolves.toBe('user');
    expect(silent).toHaveBeenCalledTimes(1);
    expect(interactive).not.toHaveBeenCalled();
  });

  it('retries silently once after a recoverable error and stops there when it works', async () => {
    const silent = vi.fn().mockRejectedValueOnce(protocolError('invalid_grant')).mockResolvedValue('user');
    const interactive = vi.fn();
    await expect(signInWithRetry({ silent, interactive })).resolves.toBe('user');
    expect(silent).toHaveBeenCalledTimes(2);
    expect(interactive).not.toHaveBeenCalled();
  });

  it('signs in interactively after two recoverable silent failures, and only then', async () => {
    const silent = vi
      .fn()
      .mockRejectedValueOnce(protocolError('interaction_required'))
      .mockRejectedValueOnce(new NoTokensError());
    const interactive = vi.fn().mockResolvedValue('interactive user');
    await expect(signInWithRetry({ silent, interactive })).resolves.toBe('interactive user');
    expect(silent).toHaveBeenCalledTimes(2);
    expect(interactive).toHaveBeenCalledTimes(1);
  });

  it('throws any other error at once, without retry or interactive sign-in', async () => {
    const failure = protocolError('server_error');
    const silent = vi.fn().mockRejectedValue(failure);
    const interactive = vi.fn();
    await expect(signInWithRetry({ silent, interactive })).rejects.toBe(failure);
    expect(silent).toHaveBeenCalledTimes(1);
    expect(interactive).not.toHaveBeenCalled();
  });

  it('throws an unrecoverable error from the retry instead of going interactive', async () => {
    const failure = new TypeError('Failed to fetch');
    const silent = vi
      .fn()
      .mockRejectedValueOnce(protocolError('invalid_grant'))
      .mockRejectedValueOnce(failure);
    const interactive = vi.fn();
    await expect(signInWithRetry({ silent, interactive })).rejects.toBe(failure);
    expect(interactive).not.toHaveBeenCalled();
  });
});
