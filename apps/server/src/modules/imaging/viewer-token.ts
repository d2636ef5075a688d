import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a viewer token works; the link behind it is checked on every request regardless. */
export const VIEWER_TOKEN_SECONDS = 15 * 60;

export interface ViewerGrant {
  /** imaging_link.imsec_hash of the link the token came from. */
  link: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

/**
 * Short-lived viewer tokens: `base64url(link hash ‖ expiry).base64url(hmac)`, keyed by a key derived from the
 * server secret. The payload names the link; the link's study, expiry and revocation are read from the
 * database on every proxied request, so revoking a link stops its viewers at once.
 */
export function createViewerTokens(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('imaging-viewer-token').digest();
  // 128 bits of the MAC: enough against forgery, and the token stays under Fastify's 100-character path parameters.
  const sign = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url');

  return {
    issue(grant: ViewerGrant): string {
      const payload = Buffer.alloc(36);
      Buffer.from(grant.link, 'hex').copy(payload, 0, 0, 32);
      payload.writeUInt32BE(grant.exp, 32);
      const encoded = payload.toString('base64url');
      return `${encoded}.${sign(encoded)}`;
    },

    /** The grant, or null when the token is forged, malformed or past its expiry. */
    verify(token: string, nowSeconds: number): ViewerGrant | null {
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length) return null;
      const expected = Buffer.from(sign(encoded));
      const actual = Buffer.from(signature);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
      const payload = Buffer.from(encoded, 'base64url');
      if (payload.length !== 36) return null;
      const grant = { link: payload.subarray(0, 32).toString('hex'), exp: payload.readUInt32BE(32) };
      return grant.exp > nowSeconds ? grant : null;
    },
  };
}

export type ViewerTokens = ReturnType<typeof createViewerTokens>;
