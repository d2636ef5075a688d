import { describe, expect, it } from 'vitest';
import { holidaysOf } from './holiday-calendar';

/** A calendar as publishers write it: CRLF lines, a folded line, all-day events with DTEND. */
const calendar = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Office of Industrial Relations//Public Holidays//EN',
    'CALSCALE:GREGORIAN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const allDay = (uid: string, from: string, to: string, summary: string, extra: string[] = []) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}@holidays.example`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${from}`,
    `DTEND;VALUE=DATE:${to}`,
    `SUMMARY:${summary}`,
    ...extra,
    'END:VEVENT',
  ].join('\r\n');

describe('holidaysOf', () => {
  it('reads all-day holidays from today on as inclusive local days, sorted', () => {
    const ics = calendar(
      allDay('christmas', '20261225', '20261226', 'Christmas Day'),
      allDay('easter', '20260403', '20260407', 'Easter long week', [
        'DESCRIPTION:Good Friday to Mo',
        ' nday',
      ]),
      allDay('past', '20260126', '20260127', 'Australia Day'),
    );
    expect(holidaysOf(ics, '2026-03-02')).toEqual({
      holidays: [
        { fromDate: '2026-04-03', toDate: '2026-04-06', reason: 'Easter long week' },
        { fromDate: '2026-12-25', toDate: '2026-12-25', reason: 'Christmas Day' },
      ],
      errors: [],
    });
  });

  it('expands a yearly rule up to the horizon and leaves cancelled events out', () => {
    const ics = calendar(
      allDay('anzac', '20250425', '20250426', 'Anzac Day', ['RRULE:FREQ=YEARLY']),
      allDay('gone', '20261002', '20261003', 'Moved holiday', ['STATUS:CANCELLED']),
    );
    const { holidays, errors } = holidaysOf(ics, '2026-03-02');
    expect(errors).toEqual([]);
    expect(holidays.map((h) => h.fromDate)).toEqual(['2026-04-25', '2027-04-25']);
  });

  it('treats an event without an end as one day and a holiday already under way as from today', () => {
    const ics = calendar(
      ['BEGIN:VEVENT', 'UID:a', 'DTSTART;VALUE=DATE:20260310', 'SUMMARY:Labour Day', 'END:VEVENT'].join(
        '\r\n',
      ),
      allDay('break', '20260228', '20260305', 'Summer break'),
    );
    expect(holidaysOf(ics, '2026-03-02').holidays).toEqual([
      { fromDate: '2026-03-02', toDate: '2026-03-04', reason: 'Summer break' },
      { fromDate: '2026-03-10', toDate: '2026-03-10', reason: 'Labour Day' },
    ]);
  });

  it('refuses the whole file for a timed or unnamed event, naming each', () => {
    const ics = calendar(
      allDay('ok', '20261225', '20261226', 'Christmas Day'),
      ['BEGIN:VEVENT', 'UID:b', 'DTSTART:20261231T220000Z', 'SUMMARY:Fireworks', 'END:VEVENT'].join('\r\n'),
      allDay('c', '20261226', '20261227', ' '),
    );
    expect(holidaysOf(ics, '2026-03-02')).toEqual({
      holidays: [],
      errors: [
        {
          field: 'calendar',
          message: 'message.calendar_event_not_all_day',
          params: { event: 2, summary: 'Fireworks' },
        },
        { field: 'calendar', message: 'message.calendar_event_unnamed', params: { event: 3, summary: ' ' } },
      ],
    });
  });

  it('refuses what is not a calendar, and a calendar with nothing ahead', () => {
    const unreadable = [{ field: 'calendar', message: 'message.calendar_unreadable' }];
    expect(holidaysOf('date,name\n2026-12-25,Christmas', '2026-03-02').errors).toEqual(unreadable);
    expect(holidaysOf('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nEND:VCARD\r\n', '2026-03-02').errors).toEqual(
      unreadable,
    );
    expect(holidaysOf(calendar(allDay('p', '20250101', '20250102', 'Old')), '2026-03-02').errors).toEqual([
      { field: 'calendar', message: 'message.calendar_no_future_holidays' },
    ]);
  });

  it('stops a rule without an end at the horizon, and a file with too many occurrences', () => {
    const daily = calendar(allDay('d', '20260302', '20260303', 'Every day', ['RRULE:FREQ=DAILY']));
    const { holidays } = holidaysOf(daily, '2026-03-02');
    expect(holidays).toHaveLength(731);
    expect(holidays.at(-1)?.fromDate).toBe('2028-03-01');
    const many = calendar(
      ...Array.from({ length: 3 }, (_, i) =>
        allDay(`w${i}`, `2026030${2 + i}`, `2026030${3 + i}`, `Rule ${i}`, ['RRULE:FREQ=DAILY']),
      ),
    );
    expect(holidaysOf(many, '2026-03-02').errors).toEqual([
      { field: 'calendar', message: 'message.calendar_too_many_events', params: { max: 2000 } },
    ]);
  });
});
