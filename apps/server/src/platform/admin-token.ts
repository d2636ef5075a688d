import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Env } from './env';
import { notFound, unauthorized } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Stand-in for staff sign-in on the admin calls (config, questionnaires, kiosks): a bearer token from ADMIN_API_TOKEN.
 * Without the setting the calls do not exist (404); a wrong or missing token is 401. Hashing both
 * sides first makes the comparison constant-time whatever the lengths.
 */
export function requireAdminToken(env: Pick<Env, 'ADMIN_API_TOKEN'>, request: FastifyRequest): void {
  if (!env.ADMIN_API_TOKEN) throw notFound();
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!token || !timingSafeEqual(digest(token), digest(env.ADMIN_API_TOKEN))) throw unauthorized();
}
