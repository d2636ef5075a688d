import { useTranslation } from 'react-i18next';
import { checkedInColour, statusColours } from '../lib/day-sheet-events';

const shown = ['BOOKED', 'PENDING', 'ON_HOLD', 'RESCHEDULED', 'CANCELED'] as const;

/** The day sheet's colour key; every event also names its status in words. */
export function StatusLegend() {
  const { t } = useTranslation();
  const items = [
    ...shown.map((status) => ({
      key: status,
      colour: statusColours[status],
      label: t(`admin.status.${status}`),
    })),
    { key: 'checked-in', colour: checkedInColour, label: t('admin.check_in.checked_in') },
  ];
  return (
    <ul className="status-legend" aria-label={t('admin.day_sheet.legend')}>
      {items.map((item) => (
        <li key={item.key}>
          <span className="status-swatch" style={{ background: item.colour }} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
