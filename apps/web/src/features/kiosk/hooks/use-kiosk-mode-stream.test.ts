import { describe, expect, it } from 'vitest';
import { parseKioskMode } from './use-kiosk-mode-stream';

describe('kiosk mode stream messages', () => {
  it('reads the kioskMode flag', () => {
    expect(parseKioskMode('{"kioskMode":false}')).toBe(false);
    expect(parseKioskMode('{"kioskMode":true}')).toBe(true);
  });

  it('ignores anything else', () => {
    expect(parseKioskMode('not json')).toBeNull();
    expect(parseKioskMode('{"kioskMode":"off"}')).toBeNull();
    expect(parseKioskMode('{}')).toBeNull();
  });
});
