/**
 * The identity feature's public surface for lazy chunks (admin pages and the like). Importing this
 * loads the sign-in library, so the patient entry chunk must only use `./index`.
 */
export { getMe, meQuery, useMe } from './api/get-me';
export { SignInErrorAlert } from './components/SignInErrorAlert';
export { useSignedInUser } from './hooks/use-signed-in-user';
export { useStaffSession, useStaffUser } from './hooks/use-staff-session';
export { userMenuName } from './lib/display-name';
export type { StaffSession } from './lib/staff-session';
