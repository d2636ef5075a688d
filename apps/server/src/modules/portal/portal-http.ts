import type { AuthenticationType } from '@rb/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditOrigin } from '../audit/audit.service';

export const originOf = (request: FastifyRequest): AuditOrigin => ({
  ip: request.ip ?? null,
  requestId: String(request.id),
});

/** Which proven authentications open the portal; results-only and shared scopes do not. */
export const APPOINTMENT_ACCESS: { types: AuthenticationType[] } = {
  types: ['APPOINTMENT', 'PATIENT_PORTAL'],
};
export const BOOKING_REQUEST_ACCESS: { types: AuthenticationType[] } = {
  types: ['BOOKING_REQUEST', 'PATIENT_PORTAL'],
};

/** RFC 6266 file name: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a stored file with its stored type; nosniff so the browser never second-guesses it. */
export function sendFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string },
  data: Buffer,
  mode: 'download' | 'view',
) {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      contentDisposition(mode === 'download' ? 'attachment' : 'inline', file.fileName),
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(data);
}
