/**
 * §8: the sign-in library's errors that a fresh attempt can cure (interaction required, invalid
 * grant, no tokens, refresh token expired) get one silent retry, then an interactive sign-in; any
 * other error is thrown for the page to show.
 */

/** Raised by our own code when there is nothing to renew with (no stored tokens). */
export class NoTokensError extends Error {
  constructor() {
    super('No tokens');
    this.name = 'NoTokensError';
  }
}

/** OIDC error codes of the "interaction required" family (OpenID Connect Core §3.1.2.6) and invalid_grant. */
const recoverableCodes = new Set([
  'interaction_required',
  'login_required',
  'consent_required',
  'account_selection_required',
  'invalid_grant',
]);

/** True for an error the §8 rule answers with a silent retry and then an interactive sign-in. */
export function isRecoverableSignInError(error: unknown): boolean {
  if (error instanceof NoTokensError) return true;
  if (typeof error !== 'object' || error === null) return false;
  // oidc-client-ts's ErrorResponse carries the protocol's `error` code and `error_description`.
  const code = (error as { error?: unknown }).error;
  if (typeof code === 'string' && recoverableCodes.has(code)) return true;
  const text = `${(error as { message?: unknown }).message ?? ''} ${(error as { error_description?: unknown }).error_description ?? ''}`;
  return /no tokens|refresh token (is )?expired|refresh_token expired/i.test(text);
}

export interface SignInAttempts<T> {
  /** Sign in without showing anything: a refresh token, or the provider's session in a hidden frame. */
  silent: () => Promise<T>;
  /** Sign in where the user can act: a redirect or a popup. */
  interactive: () => Promise<T>;
}

/** Runs the §8 rule: silent, one silent retry on a recoverable error, then interactive. */
export async function signInWithRetry<T>({ silent, interactive }: SignInAttempts<T>): Promise<T> {
  try {
    return await silent();
  } catch (first) {
    if (!isRecoverableSignInError(first)) throw first;
  }
  try {
    return await silent();
  } catch (second) {
    if (!isRecoverableSignInError(second)) throw second;
  }
  return interactive();
}
