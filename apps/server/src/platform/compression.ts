import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers (JSON, problem+json) above 1 kB for clients that ask for it. Built web
 * assets already carry .br/.gz siblings that @fastify/static sends as they are (preCompressed);
 * this plugin leaves any answer that already has a content-encoding alone, so nothing is encoded twice.
 * Request bodies are not decompressed: a small gzip body could otherwise expand past the body limits.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
