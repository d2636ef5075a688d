import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KioskEvents } from './kiosk.events';

/** §7 kiosk-mode stream: comments keep proxies from closing an idle connection. */
export const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events for one kiosk: the current mode at once, then every change from any instance.
 * The reply is hijacked (a long-lived raw stream); open streams end when the server closes.
 */
export function createKioskStreams(app: FastifyInstance, events: KioskEvents) {
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...open]) end();
  });

  return function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    kiosk: { id: string; kioskMode: boolean },
  ) {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': String(request.id),
    });
    const send = (kioskMode: boolean) => raw.write(`data: ${JSON.stringify({ kioskMode })}\n\n`);
    send(kiosk.kioskMode);
    const unsubscribe = events.subscribe(kiosk.id, send);
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
  };
}
