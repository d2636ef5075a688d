import type { CaptchaChallenge } from '@rb/contracts';

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Solves an ALTCHA (v1) proof-of-work challenge: finds the number n ≤ maxnumber with
 * SHA-256(salt + n) = challenge, and returns the base64 JSON payload the server verifies. The altcha
 * widget is not a dependency of the web app; this is the same protocol in a few lines.
 */
export async function solveCaptcha(
  challenge: CaptchaChallenge,
  signal?: AbortSignal,
): Promise<string | null> {
  const encoder = new TextEncoder();
  const started = performance.now();
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (signal?.aborted) return null;
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + number));
    if (hex(digest) === challenge.challenge) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
        took: Math.round(performance.now() - started),
      };
      return btoa(JSON.stringify(payload));
    }
  }
  return null;
}
