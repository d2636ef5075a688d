import type { AreaTexts } from './area';

/** Patient sessions: staff viewing a portal read-only (§2, §6) and the idle sign-out (§9). */
export const patientSession: AreaTexts = {
  'en-AU': {
    'admin.appointment.portal_view': "Open the patient's portal view (read-only)",
    'admin.appointment.portal_view_hint':
      'Signs this browser in to the patient portal of this booking: you see what the patient sees and can change nothing.',
    'session.idle.title': 'Are you still there?',
    'session.idle.text':
      'For your privacy you will be signed out in {{seconds}} seconds unless you choose to stay signed in.',
    'session.idle.stay': 'Stay signed in',
    'session.idle.sign_out': 'Sign out now',
    'session.idle.signed_out': 'You were signed out because the page was not used for a while.',
    'session.idle.signed_out_title': 'Signed out',
    'session.idle.ok': 'OK',
    'check_in.referral_imported': 'The clinic already has my referral',
    'portal.attachments.info': 'Details',
    'portal.attachments.info_title': 'Document details',
    'portal.attachments.info_file_name': 'File name',
    'portal.attachments.info_description': 'Description',
    'portal.attachments.info_open': 'Open the document',
  },
  'en-NZ': {},
  'en-CA': {},
  'en-US': {},
  mk: {
    'admin.appointment.portal_view': 'Отвори го порталот на пациентот (само за читање)',
    'admin.appointment.portal_view_hint':
      'Овој прелистувач се најавува во порталот за ова закажување: го гледате она што го гледа пациентот и не можете ништо да менувате.',
    'session.idle.title': 'Дали сте уште тука?',
    'session.idle.text':
      'Заради вашата приватност ќе бидете одјавени за {{seconds}} секунди, освен ако изберете да останете најавени.',
    'session.idle.stay': 'Остани најавен',
    'session.idle.sign_out': 'Одјави ме сега',
    'session.idle.signed_out': 'Бевте одјавени бидејќи страницата не се користеше некое време.',
    'session.idle.signed_out_title': 'Одјавени сте',
    'session.idle.ok': 'Во ред',
    'check_in.referral_imported': 'Клиниката веќе го има моето упатување',
    'portal.attachments.info': 'Детали',
    'portal.attachments.info_title': 'Детали за документот',
    'portal.attachments.info_file_name': 'Име на датотека',
    'portal.attachments.info_description': 'Опис',
    'portal.attachments.info_open': 'Отвори го документот',
  },
};
