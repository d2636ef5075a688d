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
    'message.catalog_time_zone_unknown': 'Choose a time zone from the list, such as Australia/Sydney.',
    'message.catalog_time_zone_has_bookings':
      'This clinic has future bookings: their times would move if its time zone changed. Move or cancel them first.',
    'message.catalog_path_taken': 'This path is already used by another entry. Choose another.',
    'message.catalog_unknown_region': 'Choose a region from the list.',
    'message.catalog_unknown_modality': 'Choose a modality from the list.',
    'message.catalog_unknown_body_part': 'That body part is not known.',
    'message.catalog_unknown_device': 'That device is not known.',
    'message.catalog_device_wrong_modality': 'This device is of another modality than the exam.',
    'message.catalog_exam_without_device':
      'Choose at least one device that performs this exam, or make it enquiry only.',
    'message.catalog_exam_locale_twice':
      'Write each language once; the default language is the exam’s own fields above.',
    'message.catalog_unknown_document_type': 'That document type is not known.',
    'message.catalog_unknown_questionnaire': 'That questionnaire is not known.',
    'message.catalog_link_has_bookings':
      '{{count}} future booking(s) use what you removed. Move or cancel them first.',
    'message.catalog_clinic_has_future_bookings':
      'This clinic has {{count}} future booking(s). Close it for those days and move or cancel them first.',
    'message.catalog_not_a_van': 'This clinic is not a mobile van: only vans have stops by date.',
    'message.catalog_stop_in_past': 'Choose today or a later day: past stops stay as they were.',
    'message.calendar_unreadable':
      'This is not an iCalendar file (.ics). Export the holidays as iCalendar and choose that file.',
    'message.calendar_event_not_all_day':
      'Event {{event}} ({{summary}}) has a time of day. Only all-day holidays can be imported: fix the file and choose it again.',
    'message.calendar_event_unnamed':
      'Event {{event}} has no name. Name it in the file, so staff see why the clinic is closed.',
    'message.calendar_too_many_events':
      'The file holds more than {{max}} days. Choose a file of public holidays only.',
    'message.calendar_no_future_holidays': 'The file holds no holiday from today on.',
    'message.import_empty': 'The file is empty.',
    'message.import_csv_unreadable':
      'This file cannot be read as CSV: a quote is not closed. Save it from the spreadsheet as CSV again.',
    'message.import_column_missing': 'The header row has no such column.',
    'message.import_duplicate_row': 'This row repeats an earlier one.',
    'message.import_version_unknown': 'This is not a catalogue file this version can read.',
    'message.import_schedule_changed':
      'This schedule already exists and differs from the file. Change it on the schedule screen, where bookings it would strand are shown.',
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
    'message.catalog_time_zone_unknown': 'Изберете временска зона од листата, на пример Australia/Sydney.',
    'message.catalog_time_zone_has_bookings':
      'Оваа клиника има идни термини: нивните времиња би се помериле ако се смени временската зона. Прво преместете ги или откажете ги.',
    'message.catalog_path_taken': 'Оваа патека веќе ја користи друг запис. Изберете друга.',
    'message.catalog_unknown_region': 'Изберете регион од листата.',
    'message.catalog_unknown_modality': 'Изберете модалитет од листата.',
    'message.catalog_unknown_body_part': 'Тој дел од телото не е познат.',
    'message.catalog_unknown_device': 'Тој уред не е познат.',
    'message.catalog_device_wrong_modality': 'Овој уред е од друг модалитет од прегледот.',
    'message.catalog_exam_without_device':
      'Изберете барем еден уред што го прави овој преглед, или направете го само за барање.',
    'message.catalog_exam_locale_twice':
      'Напишете го секој јазик еднаш; основниот јазик се полињата на прегледот погоре.',
    'message.catalog_unknown_document_type': 'Тој вид документ не е познат.',
    'message.catalog_unknown_questionnaire': 'Тој прашалник не е познат.',
    'message.catalog_link_has_bookings':
      '{{count}} идни термини го користат она што го отстранивте. Прво преместете ги или откажете ги.',
    'message.catalog_clinic_has_future_bookings':
      'Оваа клиника има {{count}} идни термини. Затворете ја за тие денови и прво преместете ги или откажете ги.',
    'message.catalog_not_a_van': 'Оваа клиника не е мобилно возило: само возилата имаат постојки по датум.',
    'message.catalog_stop_in_past':
      'Изберете денес или подоцнежен ден: минатите постојки остануваат какви што беа.',
    'message.calendar_unreadable':
      'Ова не е iCalendar датотека (.ics). Извезете ги празниците како iCalendar и изберете ја таа датотека.',
    'message.calendar_event_not_all_day':
      'Настанот {{event}} ({{summary}}) има време во денот. Може да се увезат само целодневни празници: поправете ја датотеката и изберете ја повторно.',
    'message.calendar_event_unnamed':
      'Настанот {{event}} нема име. Именувајте го во датотеката, за персоналот да види зошто клиниката е затворена.',
    'message.calendar_too_many_events':
      'Датотеката има повеќе од {{max}} денови. Изберете датотека само со државни празници.',
    'message.calendar_no_future_holidays': 'Датотеката нема празник од денес натаму.',
    'message.import_empty': 'Датотеката е празна.',
    'message.import_csv_unreadable':
      'Оваа датотека не може да се прочита како CSV: наводник не е затворен. Зачувајте ја повторно од табелата како CSV.',
    'message.import_column_missing': 'Заглавието нема таква колона.',
    'message.import_duplicate_row': 'Овој ред повторува претходен.',
    'message.import_version_unknown': 'Ова не е датотека на каталог што оваа верзија може да ја прочита.',
    'message.import_schedule_changed':
      'Овој распоред веќе постои и се разликува од датотеката. Сменете го на екранот за распоред, каде што се прикажани резервациите што би ги засегнал.',
    'notification.cancellation.note': 'Причина од клиниката: {{note}}',
  },
};
