import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { Clock } from '../../platform/clock';
import { type ClaimMapping, principalOf, type StaffPrincipal } from './identity.claims';

export interface VerifierOptions {
  issuer: string;
  audience: string;
  mapping: ClaimMapping;
  clock: Clock;
  /** The built-in provider's public keys, read locally; an external issuer's come from its JWKS URL. */
  localKeys?: { keys: JWK[] };
  /** A check beyond the signature (the built-in provider's ended tokens); false refuses the token. */
  accepts?: (payload: JWTPayload) => Promise<boolean>;
}

/** A well-signed token whose account no longer allows it (disabled, or changed after it was issued). */
export class TokenEnded extends Error {
  override name = 'TokenEnded';
}

const publicPart = ({ d, p, q, dp, dq, qi, ...rest }: JWK) => rest;

/**
 * Checks a bearer JWT: signature against the issuer's keys, issuer, audience and expiry (by our
 * clock). An external issuer's JWKS address comes from its discovery document, fetched once.
 */
export function createTokenVerifier(options: VerifierOptions) {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const keySet = () => {
    keys ??= options.localKeys
      ? Promise.resolve(createLocalJWKSet({ keys: options.localKeys.keys.map(publicPart) }))
      : fetch(`${options.issuer}/.well-known/openid-configuration`)
          .then((res) => {
            if (!res.ok) throw new Error(`discovery answered ${res.status}`);
            return res.json() as Promise<{ jwks_uri: string }>;
          })
          .then((doc) => createRemoteJWKSet(new URL(doc.jwks_uri)))
          .catch((error) => {
            keys = undefined;
            throw error;
          });
    return keys;
  };

  return {
    async verify(token: string): Promise<StaffPrincipal> {
      const { payload } = await jwtVerify(token, await keySet(), {
        issuer: [options.issuer, `${options.issuer}/`],
        audience: options.audience,
        currentDate: options.clock.now(),
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      });
      if (options.accepts && !(await options.accepts(payload))) throw new TokenEnded();
      return principalOf(payload, options.mapping);
    },
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
