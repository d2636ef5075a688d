import type { Clinic } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { clinicAddress } from '../model/clinic-address';
import { ClinicDistance } from './ClinicDistance';
import { NextAvailable } from './NextAvailable';

interface ClinicListProps {
  clinics: readonly Clinic[];
  selectedClinicId: number | null;
  /** The exam whose next free time each clinic shows; null for enquiries, which have no slots. */
  nextAvailableExam?: string | null;
  onChoose: (clinic: Clinic) => void;
  onShowOnMap: (clinic: Clinic) => void;
}

/** The clinics as a list beside the map: the accessible way to compare and choose, map or not. */
export function ClinicList({
  clinics,
  selectedClinicId,
  nextAvailableExam = null,
  onChoose,
  onShowOnMap,
}: ClinicListProps) {
  const { t } = useTranslation();
  return (
    <ol className="clinic-list" aria-label={t('catalog.clinics.title')}>
      {clinics.map((clinic) => (
        <li
          key={clinic.id}
          className={`clinic-card${clinic.id === selectedClinicId ? ' clinic-card-selected' : ''}`}
          aria-current={clinic.id === selectedClinicId ? 'true' : undefined}
        >
          <h3 className="clinic-card-name">{clinic.name}</h3>
          <p className="clinic-card-address">
            {clinicAddress(clinic)}
            <br />
            <ClinicDistance distanceKm={clinic.distanceKm} />
          </p>
          <p className="clinic-card-phone">{t('catalog.clinics.phone', { phone: clinic.phone })}</p>
          {clinic.mobile && <p className="catalog-badge">{t('catalog.clinics.mobile')}</p>}
          {clinic.walkInEnabled && <p className="catalog-badge">{t('catalog.clinics.walk_in')}</p>}
          <NextAvailable clinicId={clinic.id} examSlug={nextAvailableExam} />
          <div className="clinic-card-actions">
            <Button onClick={() => onChoose(clinic)}>
              {t('catalog.clinics.choose', { clinic: clinic.name })}
            </Button>
            <Button variant="secondary" onClick={() => onShowOnMap(clinic)}>
              {t('catalog.clinics.show_on_map', { clinic: clinic.name })}
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
