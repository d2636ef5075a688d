import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/date-format';
import { useVanStopOfDay } from '../api/van-stops';

/**
 * On a mobile van's booking page: where the van stands on the day the patient picked, or that its
 * place for that day is not published yet. A polite live region, so the sentence is read when the
 * patient picks another day.
 */
export function VanStopOfDay({ clinicId, date }: { clinicId: number; date: string | null }) {
  const { t, i18n } = useTranslation();
  const stop = useVanStopOfDay(clinicId, date);
  const day = date ? formatDay(date, i18n.language, 'long') : '';
  return (
    <div aria-live="polite" className="van-stop-of-day">
      {date && stop.isSuccess && (
        <p className="alert">
          {stop.data
            ? t('catalog.mobile.stop_of_day', {
                day,
                place: stop.data.placeName,
                address: stop.data.address,
                opens: stop.data.opens,
                closes: stop.data.closes,
              })
            : t('catalog.mobile.no_stop_of_day', { day })}
        </p>
      )}
    </div>
  );
}
