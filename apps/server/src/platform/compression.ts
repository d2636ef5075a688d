import { constants } from 'node:zlib';
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
    // Quality 2 rather than the plugin's 4: on slot-search answers it is two to three times faster
    // and no larger (a 3-clinic WEEK: 136 against 391 µs, 3.8 against 4.1 kB); on the texts, 5 %
    // larger. Every browser asks for brotli, so this is the cost of nearly every compressed answer.
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 2,
      },
    },
  });
}
