import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { CHOSEN_LOCALE_COOKIE } from '@rb/contracts/common/locale-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  type BrowserHints,
  type InitialState,
  type ServedPage,
  shellImageAddress,
  translationFilesOf,
  withInitialState,
} from './initial-state';
import { withInlinedEntryStyles } from './inline-styles';
import { withMetaTags } from './meta-tags';
import { pageChunks, readManifest, withPagePreloads } from './page-preloads';
import { sendProblem } from './problem';
import { isHashedAsset } from './security';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else that is
 * not /api falls back to index.html so the web router can resolve every route of the spec.
 * The build emits .br and .gz beside each text file; preCompressed picks the one the client
 * accepts (brotli first) and answers `vary: accept-encoding`, so caches keep the variants apart.
 */
/** Per-request brotli: quality 5 is a fraction of the default's cost for nearly its size. */
const fastBrotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export async function registerSpa<State extends InitialState>(
  app: FastifyInstance,
  distDir: string,
  options: {
    serveSourceMaps: boolean;
    initialState?: (chosenLocale: string | undefined) => Promise<State>;
    browserHints?: (request: FastifyRequest) => BrowserHints;
    /** A header image's bytes as a data URL when small enough to travel in the page (decision 0033). */
    inlineImage?: (address: string) => Promise<string | undefined>;
    /** The page's content security policy, with the outside hosts its configuration names. */
    securityPolicy?: (state: State) => string;
  } = { serveSourceMaps: true },
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

  // Read once: the build does not change while the server runs.
  const indexHtml = hasBuild ? withInlinedEntryStyles(fs.readFileSync(indexFile, 'utf8'), distDir) : '';
  const earlyPageChunks = hasBuild ? pageChunks(readManifest(distDir)) : {};
  const translationFiles = translationFilesOf(indexHtml);
  const compressedPages = createCompressedPages();

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    const refusedMap = !options.serveSourceMaps && isSourceMap(url.split('?')[0] ?? '');
    const notPage = isApi || isHashedAsset(url) || refusedMap || !hasBuild;
    if (notPage || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendProblem(reply, { status: 404, message: 'message.not_found' });
    }
    reply.header('cache-control', 'no-cache');
    if (options.initialState) {
      // Configuration and texts travel with the page, so the shell paints without waiting for the API.
      const state = await options.initialState(chosenLocale(request)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'index.html served without its initial state');
        return undefined;
      });
      if (state !== undefined) {
        // The compression hook does not reach the not-found handler: encode here (brotli, gzip or none).
        const served: ServedPage = {
          path: url,
          userAgent: request.headers['user-agent'],
          browser: options.browserHints?.(request),
          textsFile: translationFiles[state.locale],
        };
        const address = shellImageAddress(state, served);
        if (address && options.inlineImage) {
          served.inlineImage = await options.inlineImage(address).catch((error: unknown) => {
            request.log.warn({ err: error }, 'header image not inlined');
            return undefined;
          });
        }
        // The page's preloads go into the head before the initial state's JSON blocks, so the
        // browser's preload scanner meets its scripts first.
        const withPreloads = withPagePreloads(withMetaTags(indexHtml, state.config), url, earlyPageChunks);
        const html = Buffer.from(withInitialState(withPreloads, state, served));
        if (options.securityPolicy) reply.header('content-security-policy', options.securityPolicy(state));
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
        if (!encoding) return reply.send(html);
        return reply.header('content-encoding', encoding).send(compressedPages.get(html, encoding));
      }
    }
    return reply.sendFile('index.html');
  });
}

/**
 * The served pages, compressed, by their content's hash: most pages served are the same bytes (same
 * configuration, texts and page kind), and compressing about 80 kB of HTML was half of the time
 * the server spent serving one. Keyed by content, so a changed configuration is a new entry, never
 * a stale answer; a page with an address of its own (a viewer token) is simply compressed anew.
 * 64 pages of some 20 kB at most, the least recently used dropped first.
 */
function createCompressedPages() {
  const pages = new LRUCache<string, Buffer>({ max: 64 });
  return {
    get(html: Buffer, encoding: 'br' | 'gzip'): Buffer {
      const key = `${encoding}:${createHash('sha256').update(html).digest('base64')}`;
      let compressed = pages.get(key);
      if (!compressed) {
        compressed = encoding === 'br' ? brotliCompressSync(html, fastBrotli) : gzipSync(html);
        pages.set(key, compressed);
      }
      return compressed;
    },
  };
}

/** The locale the visitor chose in this browser (the web app's cookie), if any. */
function chosenLocale(request: FastifyRequest): string | undefined {
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  return cookies?.[CHOSEN_LOCALE_COOKIE];
}

/** br, then gzip, among the encodings the client accepts (q=0 refuses one); none otherwise. */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
