import type { CurrentUser } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { userMenuName } from './display-name';

const me = (patch: Partial<CurrentUser>): CurrentUser => ({
  subject: 's1',
  username: 'dr.lee',
  name: 'Dr Ann Lee',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.test',
  organisation: null,
  roles: ['referrer'],
  clinicIds: [],
  allowedActions: [],
  ...patch,
});

describe('userMenuName (§2)', () => {
  it('shows the doctor’s first and last name when there is no organisation', () => {
    expect(userMenuName(me({}), undefined)).toBe('Ann Lee');
  });

  it('shows the username when the user belongs to an organisation', () => {
    expect(userMenuName(me({ organisation: 'Harbour GP' }), undefined)).toBe('dr.lee');
  });

  it('falls back to the username when no name is known', () => {
    expect(userMenuName(me({ firstName: null, lastName: null }), undefined)).toBe('dr.lee');
  });

  it('uses the ID token profile until the API has answered', () => {
    expect(userMenuName(undefined, { preferred_username: 'admin', sub: 'x' })).toBe('admin');
  });
});
