import { useTranslation } from 'react-i18next';
import { distanceDisplay } from '../model/clinic-distance';

/** "2.4 km away" in the current language; nothing when no location is known. */
export function ClinicDistance({ distanceKm }: { distanceKm: number | null }) {
  const { t, i18n } = useTranslation();
  if (distanceKm == null) return null;
  const { value, unit } = distanceDisplay(distanceKm, i18n.language);
  return (
    <span className="clinic-distance">{t(`catalog.clinics.distance_${unit}`, { distance: value })}</span>
  );
}
