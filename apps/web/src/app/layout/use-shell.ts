import { pageKind } from '@rb/contracts/common/page-kind';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { type DeviceInfo, deviceInfo } from '../../lib/device-info';
import { isKioskMode } from '../../lib/links';
import type { ShellContext } from './navigation';

/** What the shell's parts decide on: page kind, query (kiosk mode, carried params) and device. */
export function useShell(): ShellContext & { device: DeviceInfo } {
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const params = new URLSearchParams(search);
    return { kind: pageKind(pathname), search: params, kioskMode: isKioskMode(params), device: deviceInfo };
  }, [pathname, search]);
}
