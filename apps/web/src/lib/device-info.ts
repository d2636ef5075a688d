import { isTabletUserAgent } from '@rb/contracts/common/page-kind';
/** §3 Device info, computed once at start-up. */
export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  /** Whether the app runs inside a frame of another page (the /iframe routes). */
  inIframe: boolean;
}

export function detectDeviceInfo(userAgent: string, viewportWidth: number, framed: boolean): DeviceInfo {
  const ua = userAgent.toLowerCase();
  const tabletUa = isTabletUserAgent(ua);
  const mobileUa = !tabletUa && /mobi|iphone|ipod|android.*mobile|windows phone/.test(ua);
  const isTablet =
    tabletUa || (!mobileUa && viewportWidth >= 600 && viewportWidth < 1024 && /touch|android|ipad/.test(ua));
  const isMobile = mobileUa || (!isTablet && viewportWidth < 600);
  return { isMobile, isTablet, isDesktop: !isMobile && !isTablet, inIframe: framed };
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

export const deviceInfo: DeviceInfo = detectDeviceInfo(navigator.userAgent, window.innerWidth, isFramed());
