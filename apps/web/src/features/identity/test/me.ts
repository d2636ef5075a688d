import type { CurrentUser } from '@rb/contracts';

export const meOf = (patch: Partial<CurrentUser> = {}): CurrentUser => ({
  subject: 'user-1',
  username: 'ann.lee',
  name: 'Ann Lee',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.test',
  organisation: null,
  roles: ['admin'],
  clinicIds: [],
  allowedActions: [],
  ...patch,
});
