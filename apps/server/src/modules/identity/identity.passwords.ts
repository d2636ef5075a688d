import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended setting (19 MiB, 2 passes): memory-hard, ~30 ms here. */
// algorithm 2 is Argon2id (a const enum the type checker cannot reach here).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A hash of a random password, verified against when the username is unknown, so timing does not tell. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** The smallest acceptable new password: long enough, not trivially repeated. */
export const passwordAcceptable = (password: string) =>
  password.length >= 12 && password.length <= 200 && new Set(password).size >= 5;
