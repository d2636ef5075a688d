import type { CSSProperties } from 'react';
import { useConfig } from '../../config';

/** §6 patientPortalBackgroundImageEnabled: the portal pages show the stored §7 patient_portal_background image. */
export const PORTAL_BACKGROUND_URL = '/api/assets/application/patient_portal_background';

export function usePortalBackground(): { className: string; style?: CSSProperties } {
  const { features } = useConfig();
  if (!features.patientPortalBackgroundImageEnabled) return { className: '' };
  return { className: ' portal-background', style: { backgroundImage: `url("${PORTAL_BACKGROUND_URL}")` } };
}
