import type { ModalityCode } from '../catalog/catalog.seed-data';

const H = 60;

/** Weekly periods of a device (weekday 0 = Sunday), by clinic profile and modality; gaps are the breaks. */
export function weeklyPeriodsFor(
  modality: ModalityCode,
  clinic: { saturday: boolean; late: boolean },
): { weekday: number; startMinute: number; endMinute: number }[] {
  const weekdays = [1, 2, 3, 4, 5];
  // Nuclear medicine runs a shorter day around isotope deliveries.
  const day =
    modality === 'NM'
      ? [
          [8 * H, 12 * H],
          [13 * H, 16 * H],
        ]
      : [
          [7 * H + 30, 12 * H + 30],
          [
            13 * H + 30,
            clinic.late && (modality === 'MRI' || modality === 'CT' || modality === 'XR')
              ? 20 * H
              : 17 * H + 30,
          ],
        ];
  const periods = weekdays.flatMap((weekday) =>
    day.map(([startMinute = 0, endMinute = 0]) => ({ weekday, startMinute, endMinute })),
  );
  if (clinic.saturday && modality !== 'NM')
    periods.push({ weekday: 6, startMinute: 8 * H, endMinute: 12 * H });
  return periods;
}

/** Public holidays 2025–2027: national (state null) and of the states the demo clinics are in. */
export const publicHolidaySeeds: { date: string; name: string; state: string | null }[] = [
  ...[
    ['2025-01-01', "New Year's Day"],
    ['2025-01-27', 'Australia Day (observed)'],
    ['2025-04-18', 'Good Friday'],
    ['2025-04-21', 'Easter Monday'],
    ['2025-04-25', 'Anzac Day'],
    ['2025-12-25', 'Christmas Day'],
    ['2025-12-26', 'Boxing Day'],
    ['2026-01-01', "New Year's Day"],
    ['2026-01-26', 'Australia Day'],
    ['2026-04-03', 'Good Friday'],
    ['2026-04-06', 'Easter Monday'],
    ['2026-04-25', 'Anzac Day'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-26', 'Boxing Day'],
    ['2026-12-28', 'Boxing Day (additional day)'],
    ['2027-01-01', "New Year's Day"],
    ['2027-01-26', 'Australia Day'],
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2027-04-26', 'Anzac Day (additional day)'],
    ['2027-12-27', 'Christmas Day (additional day)'],
    ['2027-12-28', 'Boxing Day (additional day)'],
  ].map(([date = '', name = '']) => ({ date, name, state: null })),
  ...(
    [
      ['NSW', '2025-06-09', "King's Birthday"],
      ['NSW', '2025-10-06', 'Labour Day'],
      ['NSW', '2026-06-08', "King's Birthday"],
      ['NSW', '2026-10-05', 'Labour Day'],
      ['NSW', '2027-06-14', "King's Birthday"],
      ['NSW', '2027-10-04', 'Labour Day'],
      ['VIC', '2025-03-10', 'Labour Day'],
      ['VIC', '2025-06-09', "King's Birthday"],
      ['VIC', '2025-09-26', 'Friday before the AFL Grand Final'],
      ['VIC', '2025-11-04', 'Melbourne Cup'],
      ['VIC', '2026-03-09', 'Labour Day'],
      ['VIC', '2026-06-08', "King's Birthday"],
      ['VIC', '2026-09-25', 'Friday before the AFL Grand Final'],
      ['VIC', '2026-11-03', 'Melbourne Cup'],
      ['VIC', '2027-03-08', 'Labour Day'],
      ['VIC', '2027-06-14', "King's Birthday"],
      ['VIC', '2027-11-02', 'Melbourne Cup'],
      ['QLD', '2025-05-05', 'Labour Day'],
      ['QLD', '2025-08-13', 'Royal Queensland Show (Brisbane)'],
      ['QLD', '2025-10-06', "King's Birthday"],
      ['QLD', '2026-05-04', 'Labour Day'],
      ['QLD', '2026-08-12', 'Royal Queensland Show (Brisbane)'],
      ['QLD', '2026-10-05', "King's Birthday"],
      ['QLD', '2027-05-03', 'Labour Day'],
      ['QLD', '2027-08-11', 'Royal Queensland Show (Brisbane)'],
      ['QLD', '2027-10-04', "King's Birthday"],
    ] as const
  ).map(([state, date, name]) => ({ date, name, state })),
];

/** One clinic closed for two days (local midnight to midnight, Brisbane UTC+10). */
export const closureSeeds = [
  {
    clinic: 'south-brisbane',
    startsAt: '2026-12-28T14:00:00Z',
    endsAt: '2026-12-30T14:00:00Z',
    reason: 'Equipment upgrade',
  },
];
