import { describe, expect, it } from 'vitest';
import { detectDeviceInfo } from './device-info';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('detectDeviceInfo', () => {
  it.each([IPHONE, ANDROID_PHONE])('phones are mobile', (ua) => {
    expect(detectDeviceInfo(ua, 390, false)).toEqual({
      isMobile: true,
      isTablet: false,
      isDesktop: false,
      inIframe: false,
    });
  });

  it.each([IPAD, ANDROID_TABLET])('tablets are tablets, not mobile', (ua) => {
    expect(detectDeviceInfo(ua, 820, false)).toMatchObject({
      isMobile: false,
      isTablet: true,
      isDesktop: false,
    });
  });

  it('a desktop browser is desktop, and a narrow desktop window counts as mobile', () => {
    expect(detectDeviceInfo(DESKTOP, 1280, false)).toMatchObject({ isDesktop: true, isMobile: false });
    expect(detectDeviceInfo(DESKTOP, 400, false)).toMatchObject({ isDesktop: false, isMobile: true });
  });

  it('reports whether it runs inside a frame', () => {
    expect(detectDeviceInfo(DESKTOP, 1280, true).inIframe).toBe(true);
  });
});
