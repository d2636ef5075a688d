/** What other parts of the app use from the kiosk feature. */
export { currentKioskQuery, useCurrentKiosk } from './api/kiosk-api';
export { KioskWatcher } from './components/KioskWatcher';
export { KIOSK_HOME } from './lib/kiosk-reset';
