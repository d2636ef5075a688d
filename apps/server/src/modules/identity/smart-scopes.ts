/**
 * SMART App Launch v2 system scopes (`system/Slot.rs`, `system/Appointment.crus`, `system/*.rs`) of
 * a backend service, and the v1 forms (`.read`, `.write`, `.*`) older clients still ask for.
 */

/** The resource types of our interface, as scope names use them. */
export const fhirScopeTypes = [
  'Location',
  'HealthcareService',
  'Schedule',
  'Slot',
  'Appointment',
  'Patient',
] as const;
export type FhirScopeType = (typeof fhirScopeTypes)[number];

/** c(reate) r(ead) u(pdate) d(elete) s(earch), in the order v2 writes them. */
export type Permission = 'c' | 'r' | 'u' | 'd' | 's';
const ORDER: Permission[] = ['c', 'r', 'u', 'd', 's'];

/** Every scope the provider may grant: v2 permission sets (in order, no repeats) and v1 forms. */
export const smartScopes: string[] = (() => {
  const sets: string[] = [];
  for (let mask = 1; mask < 1 << ORDER.length; mask++) {
    sets.push(ORDER.filter((_, i) => mask & (1 << i)).join(''));
  }
  return [...fhirScopeTypes, '*'].flatMap((type) => [
    ...sets.map((set) => `system/${type}.${set}`),
    `system/${type}.read`,
    `system/${type}.write`,
    `system/${type}.*`,
  ]);
})();

const known = new Set(smartScopes);
export const isSmartScope = (scope: string) => known.has(scope);

const V1: Record<string, Permission[]> = { read: ['r', 's'], write: ['c', 'u', 'd'], '*': ORDER };

/** Whether the granted scopes allow this permission on this type. */
export function allows(granted: readonly string[], type: FhirScopeType, permission: Permission): boolean {
  return granted.some((scope) => {
    const match = /^system\/([A-Za-z]+|\*)\.([a-z*]+)$/.exec(scope);
    if (!match || (match[1] !== type && match[1] !== '*')) return false;
    const perms = match[2] as string;
    const v1 = V1[perms];
    if (v1) return v1.includes(permission);
    return perms.includes(permission);
  });
}
