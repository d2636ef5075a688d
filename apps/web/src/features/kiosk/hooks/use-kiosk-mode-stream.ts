import { KIOSK_STREAM_PATH, kioskModeMessage } from '@rb/contracts';
import { useEffect, useRef } from 'react';

/** Reads one `data:` line of the kiosk stream; anything else is ignored. */
export function parseKioskMode(data: string): boolean | null {
  try {
    const parsed = kioskModeMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.kioskMode : null;
  } catch {
    return null;
  }
}

/**
 * §7 kiosk-mode message stream (Server-Sent Events) for this browser's kiosk. EventSource reconnects
 * by itself after a dropped connection; the server sends the current mode on every connect.
 */
export function useKioskModeStream(enabled: boolean, onKioskMode: (kioskMode: boolean) => void): void {
  const handler = useRef(onKioskMode);
  handler.current = onKioskMode;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(KIOSK_STREAM_PATH, { withCredentials: true });
    source.onmessage = (event: MessageEvent<string>) => {
      const kioskMode = parseKioskMode(event.data);
      if (kioskMode !== null) handler.current(kioskMode);
    };
    return () => source.close();
  }, [enabled]);
}
