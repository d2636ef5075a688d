import { inviteStaffUser } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { adminFormErrors, emptyAsNull } from './form-errors';

const inviteForm = inviteStaffUser.extend({ firstName: emptyAsNull(inviteStaffUser.shape.firstName) });

const messages = (value: unknown) => {
  const result = inviteForm.safeParse(value, { error: adminFormErrors });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('admin form errors', () => {
  it('reports a bad email and a missing role as translation keys', () => {
    expect(messages({ email: 'not-an-email', roles: [] })).toEqual({
      email: 'admin.users.error.email',
      roles: 'admin.users.error.roles_required',
    });
  });

  it('takes an empty optional name as not given rather than too short', () => {
    expect(messages({ email: 'a@example.test', firstName: '  ', roles: ['admin'] })).toEqual({});
  });

  it('reports an overlong name as too long', () => {
    expect(messages({ email: 'a@example.test', firstName: 'x'.repeat(101), roles: ['admin'] })).toEqual({
      firstName: 'message.field_too_long',
    });
  });
});
