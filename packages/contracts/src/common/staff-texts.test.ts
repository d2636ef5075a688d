import { describe, expect, it } from 'vitest';
import { isStaffPagePath, patientPageTexts } from './staff-texts';

describe('texts a patient page carries', () => {
  it('leaves out the staff screens’ and the notifications’ texts, and keeps every other', () => {
    expect(
      patientPageTexts({
        'admin.section.users': 'Users',
        'notification.otp_code.subject': 'Your code',
        'message.loading': 'One moment…',
        'portal.attachments.admin.edit': 'Edit',
        'page.admin_login': 'Staff sign-in',
      }),
    ).toEqual({
      'message.loading': 'One moment…',
      'portal.attachments.admin.edit': 'Edit',
      'page.admin_login': 'Staff sign-in',
    });
  });

  it('knows the staff pages by their /admin address only', () => {
    for (const path of ['/admin', '/admin/', '/admin/day-sheet', '/admin?x=1'])
      expect(isStaffPagePath(path)).toBe(true);
    for (const path of ['/', '/administration', '/booking/admin', '/iframe/admin-x'])
      expect(isStaffPagePath(path)).toBe(false);
  });
});
