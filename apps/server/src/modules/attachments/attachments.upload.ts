import { referralUploadFields } from '@rb/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, validationFailed } from '../../platform/errors';
import type { UploadedFile } from './attachments.service';

export interface ParsedUpload {
  file: UploadedFile;
  fields: z.output<typeof referralUploadFields>;
}

/**
 * Reads a multipart upload: the one file field `file` into memory (bounded by the multipart
 * `fileSize` limit of the scope) and the text fields beside it, whatever their order.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<ParsedUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'message.unsupported_media_type');
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw validationFailed([{ field: part.fieldname, message: 'message.field_invalid' }]);
        }
        file = { fileName: part.filename, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'message.file_too_large', {
        maxBytes,
        maxMegabytes: Math.floor((maxBytes / 1024 / 1024) * 10) / 10,
      });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    // A malformed multipart body is the client's mistake, never a 500.
    throw badRequest();
  }
  if (!file) {
    throw new AppError(400, 'message.file_required', undefined, [
      { field: 'file', message: 'message.field_required' },
    ]);
  }
  const parsed = referralUploadFields.safeParse(fields);
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: 'message.field_invalid' })),
    );
  }
  return { file, fields: parsed.data };
}
