import type { AreaTexts } from './area';

/** Provider setup from the admin panel (issue 39): the answers staff read beside a field or a save. */
export const providerSetup: AreaTexts = {
  'en-AU': {
    'message.schedule_version_conflict':
      'Someone else changed this schedule while you were editing it. Reload it to see their change, then make yours again.',
    'message.schedule_end_before_start': 'The end must be after the start.',
    'message.schedule_sessions_overlap': 'This overlaps another session of the same device on that day.',
    'message.schedule_slot_length_uneven':
      'The slot length must divide the session evenly: {{minutes}} minutes does not.',
    'message.schedule_date_past': 'Choose today or a later day.',
    'message.schedule_unknown_exam': 'This device does not do that exam.',
    'message.schedule_unknown_group': 'No exam of this device is in that group.',
    'message.schedule_unknown_device': 'That device is not at this clinic.',
    'message.schedule_move_unavailable':
      'That time is not free in the changed schedule. Choose another time.',
    'message.schedule_decision_missing': 'Decide what happens to this booking before saving.',
    'notification.cancellation.note': 'Reason from the clinic: {{note}}',
  },
  'en-NZ': {},
  'en-CA': {},
  'en-US': {},
  mk: {
    'message.schedule_version_conflict':
      'Некој друг го промени овој распоред додека го уредувавте. Освежете го за да ја видите неговата промена, па направете ја вашата повторно.',
    'message.schedule_end_before_start': 'Крајот мора да биде по почетокот.',
    'message.schedule_sessions_overlap': 'Ова се преклопува со друга смена на истиот уред тој ден.',
    'message.schedule_slot_length_uneven':
      'Должината на терминот мора рамномерно да ја дели смената: {{minutes}} минути не ја делат.',
    'message.schedule_date_past': 'Изберете денес или подоцнежен ден.',
    'message.schedule_unknown_exam': 'Овој уред не го прави тој преглед.',
    'message.schedule_unknown_group': 'Ниеден преглед на овој уред не е во таа група.',
    'message.schedule_unknown_device': 'Тој уред не е во оваа клиника.',
    'message.schedule_move_unavailable':
      'Тоа време не е слободно во променетиот распоред. Изберете друго време.',
    'message.schedule_decision_missing': 'Одлучете што ќе биде со овој термин пред да зачувате.',
    'notification.cancellation.note': 'Причина од клиниката: {{note}}',
  },
};
