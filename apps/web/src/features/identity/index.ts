import { lazy } from 'react';

/**
 * The identity feature's entry-safe surface. Nothing here loads the sign-in library: the header
 * only reads whether someone is signed in; the menu itself and every sign-in page are lazy chunks.
 */
export { hasStoredStaffUser, staffUserStorageKey, useStaffSignedIn } from './session-hint';

/** §2 signed-in user menu, loaded only when a staff member or referrer is signed in. */
export const LazyUserMenu = lazy(() => import('./components/UserMenu'));
