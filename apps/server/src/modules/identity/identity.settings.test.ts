import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../platform/env';
import { identitySettings, roleMappingOf, signInSettingsOf } from '../../platform/identity-settings';
import { parseServiceClients } from './service-clients';

describe('identity settings from the environment', () => {
  it('defaults to the built-in provider under PUBLIC_URL with local accounts', () => {
    const settings = identitySettings(loadEnv({ PUBLIC_URL: 'https://book.example.org/' }));
    expect(settings).toMatchObject({
      builtIn: true,
      issuer: 'https://book.example.org/oidc',
      audience: 'https://book.example.org/api',
    });
    expect(signInSettingsOf(settings)).toMatchObject({
      authority: 'https://book.example.org/oidc',
      clientId: 'radiology-portal',
      redirectUri: 'https://book.example.org/auth/callback',
      localAccounts: true,
    });
    expect(roleMappingOf(settings)).toBeNull();
  });

  it('an external issuer turns local accounts off and maps its claim values', () => {
    const settings = identitySettings(
      loadEnv({
        OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
        OIDC_CLIENT_ID: 'spa-id',
        OIDC_AUDIENCE: 'api://radiology',
        OIDC_ROLE_CLAIM: 'roles',
        OIDC_ROLE_MAP: 'Radiology.Admin=admin, Staff=clinic_staff',
      }),
    );
    expect(signInSettingsOf(settings)).toMatchObject({
      authority: 'https://login.example.com/tenant/v2.0',
      clientId: 'spa-id',
      localAccounts: false,
      resource: null,
    });
    expect(roleMappingOf(settings)?.map).toEqual({ 'Radiology.Admin': 'admin', Staff: 'clinic_staff' });
  });

  it('refuses a role map naming a role we do not have', () => {
    expect(() => loadEnv({ OIDC_ROLE_MAP: 'Boss=superuser' })).toThrow(EnvError);
  });

  it('seeds demo data by default, but in production only when asked explicitly', () => {
    expect(loadEnv({}).SEED_DEMO_DATA).toBe('true');
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadEnv(production).SEED_DEMO_DATA).toBe('false');
    expect(loadEnv({ ...production, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe('true');
  });

  it('reads service clients from JSON and refuses short secrets, unknown scopes, or a secret beside a key', () => {
    expect(parseServiceClients(undefined)).toEqual([]);
    expect(
      parseServiceClients(
        '[{"clientId":"ris","clientSecret":"' +
          's'.repeat(32) +
          '","scopes":["clinic_staff"],"clinicIds":[2]}]',
      ),
    ).toEqual([
      {
        clientId: 'ris',
        clientSecret: 's'.repeat(32),
        scopes: ['clinic_staff'],
        clinicIds: [2],
        smartScopes: [],
      },
    ]);
    // A SMART backend client: a public key instead of a secret, and system scopes for /fhir.
    const jwks = { keys: [{ kty: 'EC', crv: 'P-384', x: 'x', y: 'y' }] };
    expect(
      parseServiceClients(
        JSON.stringify([
          { clientId: 'ehr', jwks, scopes: ['clinic_staff'], smartScopes: ['system/Slot.rs'] },
        ]),
      ),
    ).toEqual([
      { clientId: 'ehr', jwks, scopes: ['clinic_staff'], clinicIds: [], smartScopes: ['system/Slot.rs'] },
    ]);
    expect(() =>
      parseServiceClients(
        JSON.stringify([{ clientId: 'ehr', jwks, clientSecret: 's'.repeat(32), scopes: ['clinic_staff'] }]),
      ),
    ).toThrow();
    expect(() =>
      parseServiceClients(
        JSON.stringify([{ clientId: 'ehr', jwks, scopes: ['clinic_staff'], smartScopes: ['user/*.*'] }]),
      ),
    ).toThrow();
    expect(() =>
      parseServiceClients('[{"clientId":"ris","clientSecret":"short","scopes":["admin"]}]'),
    ).toThrow();
    expect(() =>
      parseServiceClients(`[{"clientId":"ris","clientSecret":"${'s'.repeat(32)}","scopes":["root"]}]`),
    ).toThrow();
    expect(() => parseServiceClients('not json')).toThrow(/JSON/);
  });
});
