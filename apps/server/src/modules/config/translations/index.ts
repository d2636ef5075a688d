import { type Locale, supportedLocales } from '@rb/contracts';
import { adminBookingAudit } from './admin-booking-audit';
import { adminOperations } from './admin-operations';
import { adminOperationsWeb } from './admin-operations-web';
import { adminRequests } from './admin-requests';
import type { AreaTexts } from './area';
import { attachments } from './attachments';
import { booking } from './booking';
import { bookingFlowExtras } from './booking-flow-extras';
import { bookingOutcome } from './booking-outcome';
import { bookingWeb } from './booking-web';
import { catalog } from './catalog';
import { checkIn } from './check-in';
import { checkInWeb } from './check-in-web';
import { common } from './common';
import { consent } from './consent';
import { identity } from './identity';
import { imagingWeb } from './imaging-web';
import { notifications } from './notifications';
import { patientAuth } from './patient-auth';
import { patientSession } from './patient-session';
import { portal } from './portal';
import { portalExtras } from './portal-extras';
import { portalHome } from './portal-home';
import { providerSetup } from './provider-setup';
import { providerSetupWeb } from './provider-setup-web';
import { questionnaires } from './questionnaires';
import { radiologistWeb } from './radiologist-web';
import { referrer } from './referrer';
import { requestLimits } from './request-limits';
import { resultsSharing } from './results-sharing';
import { shell } from './shell';
import { staffWeb } from './staff-web';

/** Every area's texts. Add an area file here when a feature brings its own screens. */
export const areas: AreaTexts[] = [
  common,
  notifications,
  attachments,
  shell,
  catalog,
  bookingWeb,
  bookingOutcome,
  patientAuth,
  booking,
  questionnaires,
  resultsSharing,
  checkIn,
  checkInWeb,
  portal,
  portalExtras,
  referrer,
  imagingWeb,
  requestLimits,
  identity,
  staffWeb,
  adminOperations,
  adminOperationsWeb,
  adminBookingAudit,
  adminRequests,
  portalHome,
  patientSession,
  bookingFlowExtras,
  providerSetupWeb,
  providerSetup,
  consent,
  radiologistWeb,
];

function localeTexts(locale: Locale): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const area of areas) {
    // English variants inherit the Australian wording for keys they do not reword.
    if (locale.startsWith('en-')) Object.assign(merged, area['en-AU']);
    Object.assign(merged, area[locale]);
  }
  return merged;
}

/** Base texts per supported locale; the provider's overrides from the database are merged over them. */
export const baseTranslations = Object.fromEntries(
  supportedLocales.map((locale) => [locale, localeTexts(locale)]),
) as Record<Locale, Record<string, string>>;
