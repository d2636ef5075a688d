import { type StaffRole, staffRoles } from '@rb/contracts';
import type { JWTPayload } from 'jose';

/** Who a verified access token speaks for, in our terms whatever the issuer's claim names. */
export interface StaffPrincipal {
  subject: string;
  username: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  organisation: string | null;
  roles: StaffRole[];
  clinicIds: number[];
  /** A machine client (client credentials) rather than a person. */
  service: boolean;
  /** The token's granted scopes (the FHIR interface reads its SMART `system/…` scopes). */
  scopes: string[];
}

export interface ClaimMapping {
  roleClaim: string;
  clinicClaim: string;
  /** Issuer value → our role; empty takes role names as they are. */
  roleMap: Record<string, StaffRole>;
}

/** A claim by name, or by dotted path for nested ones (Keycloak's `realm_access.roles`). */
function claimAt(payload: JWTPayload, name: string): unknown {
  if (name in payload) return payload[name];
  return name
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      payload,
    );
}

/** A list claim, or a string of values separated by spaces or commas. */
function valuesOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim === 'string') return claim.split(/[\s,]+/).filter(Boolean);
  if (typeof claim === 'number') return [String(claim)];
  return [];
}

export function mapRoles(payload: JWTPayload, mapping: ClaimMapping): StaffRole[] {
  const values = valuesOf(claimAt(payload, mapping.roleClaim));
  const hasMap = Object.keys(mapping.roleMap).length > 0;
  const mapped = values.map((value) =>
    hasMap
      ? mapping.roleMap[value]
      : staffRoles.includes(value as StaffRole)
        ? (value as StaffRole)
        : undefined,
  );
  return staffRoles.filter((role) => mapped.includes(role));
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function principalOf(payload: JWTPayload, mapping: ClaimMapping): StaffPrincipal {
  const subject = String(payload.sub ?? payload.client_id ?? '');
  const firstName = text(payload.given_name);
  const lastName = text(payload.family_name);
  const username = text(payload.preferred_username) ?? text(payload.email) ?? subject;
  return {
    subject,
    username,
    name: text(payload.name) ?? ([firstName, lastName].filter(Boolean).join(' ') || username),
    firstName,
    lastName,
    email: text(payload.email),
    organisation: text(payload.organisation),
    roles: mapRoles(payload, mapping),
    clinicIds: valuesOf(claimAt(payload, mapping.clinicClaim))
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    service: !payload.sub || username.startsWith('service:'),
    scopes: valuesOf(payload.scope),
  };
}
