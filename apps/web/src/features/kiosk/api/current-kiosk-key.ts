/** Apart from kiosk-api so the shell can read the cached answer without the kiosk endpoints' schemas. */
export const currentKioskQueryKey = ['kiosk', 'current'] as const;
