import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else that is
 * not /api falls back to index.html so the web router can resolve every route of the spec.
 * The build emits .br and .gz beside each text file; preCompressed picks the one the client
 * accepts (brotli first) and answers `vary: accept-encoding`, so caches keep the variants apart.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  options: { serveSourceMaps: boolean } = { serveSourceMaps: true },
) {
  const isSourceMap = (pathName: string) => pathName.endsWith('.map');
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // Source maps show the whole client source: production serves them only when configured.
      allowedPath: (pathName) => options.serveSourceMaps || !isSourceMap(pathName),
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'no web build found; only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    const refusedMap = !options.serveSourceMaps && isSourceMap(url.split('?')[0] ?? '');
    if (isApi || refusedMap || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendProblem(reply, { status: 404, message: 'message.not_found' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
