import multipart from '@fastify/multipart';
import { attachmentsEndpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../platform/env';
import { routeOf } from '../../platform/route';
import type { AttachmentsService } from './attachments.service';
import { readUpload } from './attachments.upload';

/** Uploads per client address and minute: enough for a patient, too few to fill the disk. */
const UPLOADS_PER_MINUTE = 30;

export async function registerAttachmentsRoutes(
  server: FastifyInstance,
  env: Pick<Env, 'MAX_UPLOAD_BYTES'>,
  service: AttachmentsService,
) {
  // Multipart parsing only in this scope, so no other route accepts file uploads by accident.
  await server.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: env.MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(attachmentsEndpoints.listDocumentTypes),
      handler: () => service.listDocumentTypes(),
    });

    app.route({
      ...routeOf(attachmentsEndpoints.uploadTemporaryReferral),
      config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        const { file, fields } = await readUpload(request, env.MAX_UPLOAD_BYTES);
        const attachment = await service.uploadTemporaryReferral(
          request.params.bookingKey,
          file,
          fields,
          request.ip,
        );
        // routeOf types only a 200 answer; this route's contract declares 201.
        return (reply as FastifyReply).status(201).send(attachment);
      },
    });

    app.route({
      ...routeOf(attachmentsEndpoints.listTemporaryReferrals),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.listTemporary(request.params.bookingKey);
      },
    });

    app.route({
      ...routeOf(attachmentsEndpoints.deleteTemporaryReferral),
      handler: async (request, reply) => {
        await service.deleteTemporary(request.params.bookingKey, request.params.id);
        return (reply as FastifyReply).status(204).send();
      },
    });
  });
}
