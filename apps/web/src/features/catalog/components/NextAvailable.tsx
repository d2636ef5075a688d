import { useTranslation } from 'react-i18next';
import { formatLongDate, formatTime } from '../../../lib/date-format';
import { useNextAvailable } from '../api/next-available';

/** The clinic's next free time for the exam, in the clinic's own time zone; quiet while loading or failing. */
export function NextAvailable({ clinicId, examSlug }: { clinicId: number; examSlug: string | null }) {
  const { t, i18n } = useTranslation();
  const next = useNextAvailable(clinicId, examSlug);
  if (!next.data) return null;
  const { slot, timeZone } = next.data;
  return (
    <p className="clinic-card-next" data-testid="next-available">
      {slot
        ? t('catalog.clinics.next_available', {
            date: formatLongDate(slot.start, timeZone, i18n.language),
            time: formatTime(slot.start, timeZone, i18n.language),
          })
        : t('catalog.clinics.no_next_available')}
    </p>
  );
}
