import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of an envelope: its header (`type`, `length`…) and its payload, parsed when JSON. */
export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: unknown;
  /** The payload as sent, to search for values that must not be there. */
  raw: string;
}

export interface Envelope {
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The whole envelope as sent. */
  raw: string;
}

/**
 * Sentry's envelope format: a header line, then per item a header line and a payload of the header's
 * `length` bytes (or up to the next newline without one).
 * https://develop.sentry.dev/sdk/data-model/envelopes/
 */
export function parseEnvelope(body: Buffer, project: string): Envelope {
  let offset = 0;
  const line = () => {
    const end = body.indexOf(0x0a, offset);
    const text = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = line();
    if (headerLine === '') continue;
    const itemHeader = JSON.parse(headerLine) as EnvelopeItem['header'];
    let raw: string;
    if (typeof itemHeader.length === 'number') {
      raw = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset++;
    } else raw = line();
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // An attachment or another non-JSON payload stays text.
    }
    items.push({ header: itemHeader, payload, raw });
  }
  return { project, header, items, raw: body.toString('utf8') };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/**
 * A stand-in for the error-reporting service, started by a test on a free loopback port: it takes
 * `POST /api/<project>/envelope/` as Sentry and GlitchTip do and keeps what arrived.
 */
export async function startErrorReportSink() {
  const envelopes: Envelope[] = [];
  const server = createServer((request, response) => {
    const project = /^\/api\/(\w+)\/envelope\/?(?:\?|$)/.exec(request.url ?? '')?.[1];
    // The browser SDK posts across origins: answer its preflight as the service does.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'POST' || !project) {
      response.writeHead(404).end();
      return;
    }
    bodyOf(request).then(
      (body) => {
        envelopes.push(parseEnvelope(body, project));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      () => response.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Event payloads (errors) that arrived, newest last. */
  const events = () =>
    envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.header.type === 'event').map((item) => ({ envelope, item })),
    );

  return {
    port,
    envelopes,
    events,
    /** A DSN that sends to this sink: `http://<key>@127.0.0.1:<port>/<project>`. */
    dsn: (project = '1') => `http://publickey@127.0.0.1:${port}/${project}`,
    /** Waits until an arrived envelope satisfies `found`; gives up (throws) after `limitMs`. */
    async waitFor<T>(found: (envelopes: Envelope[]) => T | undefined, limitMs = 20_000): Promise<T> {
      const giveUpAt = Date.now() + limitMs;
      for (;;) {
        const value = found(envelopes);
        if (value !== undefined) return value;
        if (Date.now() > giveUpAt) throw new Error(`no such envelope among ${envelopes.length} received`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ErrorReportSink = Awaited<ReturnType<typeof startErrorReportSink>>;
