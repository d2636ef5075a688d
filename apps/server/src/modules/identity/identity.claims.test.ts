import { describe, expect, it } from 'vitest';
import { mapRoles, principalOf } from './identity.claims';

const builtIn = { roleClaim: 'roles', clinicClaim: 'clinic_ids', roleMap: {} };

describe('claim mapping', () => {
  it('takes our role names as they are when there is no map, and drops others', () => {
    expect(mapRoles({ roles: ['referrer', 'admin', 'superuser'] }, builtIn)).toEqual(['admin', 'referrer']);
  });

  it('maps issuer values through OIDC_ROLE_MAP, unknown values give no role', () => {
    const mapping = {
      ...builtIn,
      roleClaim: 'groups',
      roleMap: { 'Radiology.Admins': 'admin' as const, Readers: 'radiologist' as const },
    };
    expect(mapRoles({ groups: ['Readers', 'Other', 'admin'] }, mapping)).toEqual(['radiologist']);
    expect(mapRoles({ groups: 'Radiology.Admins Readers' }, mapping)).toEqual(['admin', 'radiologist']);
    expect(mapRoles({ groups: 'Radiology.Admins,Readers' }, mapping)).toEqual(['admin', 'radiologist']);
    expect(mapRoles({}, mapping)).toEqual([]);
  });

  it('reads a nested claim by dotted path (Keycloak realm roles)', () => {
    const mapping = { ...builtIn, roleClaim: 'realm_access.roles' };
    expect(mapRoles({ realm_access: { roles: ['clinic_staff'] } }, mapping)).toEqual(['clinic_staff']);
  });

  it('builds the principal from standard claims, clinics as positive integers', () => {
    const principal = principalOf(
      {
        sub: 'abc',
        preferred_username: 'jo',
        given_name: 'Jo',
        family_name: 'Bloggs',
        email: 'jo@x.example',
        roles: ['clinic_staff'],
        clinic_ids: [3, '4', -1, 'x'],
      },
      builtIn,
    );
    expect(principal).toMatchObject({
      subject: 'abc',
      username: 'jo',
      name: 'Jo Bloggs',
      clinicIds: [3, 4],
      roles: ['clinic_staff'],
      service: false,
    });
    expect(principalOf({ sub: 'abc' }, builtIn)).toMatchObject({
      username: 'abc',
      name: 'abc',
      email: null,
      roles: [],
    });
  });
});
