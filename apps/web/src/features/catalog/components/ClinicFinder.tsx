import type { Clinic, Exam } from '@rb/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { useClinicsForExams } from '../api/list-clinics';
import { useRegions } from '../api/list-regions';
import { sortClinicsByDistance } from '../model/clinic-distance';
import { bookingUrl, embeddedPrefix } from '../model/journey-urls';
import { initialMapEvent, type MapEvent, mapViewFor } from '../model/map-view';
import { CantLocateModal } from './CantLocateModal';
import { ClinicList } from './ClinicList';
import { ClinicMap } from './ClinicMap';
import { PostalCodePrompt } from './PostalCodePrompt';
import { RegionSelect } from './RegionSelect';
import { useFinderParams } from './use-finder-params';
import { useLocate } from './use-locate';
import { VanMovedNotice } from './VanMovedNotice';

/** What the finder fetches again when a listed van moved: its clinic lists. */
const CLINIC_READS = [['catalog', 'clinics']];

/**
 * §2 region and clinic choice: a region (regionSlug), the patient's location (lat/lng) from the
 * browser, a postcode or the kiosk cookie, then the clinics offering the exams on a map and in a
 * list, nearest first; choosing one continues to the slot picker.
 */
export function ClinicFinder({ exams }: { exams: readonly Exam[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const finder = useFinderParams();
  const regions = useRegions();
  const [selectedClinicId, setSelectedClinicId] = useState<number | null>(null);
  const region = regions.data?.find((r) => r.slug === finder.regionSlug) ?? null;
  const [mapEvent, setMapEvent] = useState<MapEvent>(() =>
    initialMapEvent({
      focus: finder.focus !== null,
      location: finder.userLocation !== null,
      region: !!finder.regionSlug,
    }),
  );
  const locate = useLocate({
    kioskMode: finder.kioskMode,
    hasLocation: finder.userLocation !== null,
    onLocated: (location) => {
      finder.setLocation(location);
      setMapEvent('location');
    },
  });

  const slugs = useMemo(() => exams.map((exam) => exam.slug), [exams]);
  const ready = region !== null || finder.userLocation !== null || finder.mobileLocationId !== undefined;
  const clinics = useClinicsForExams(ready ? slugs : [], {
    regionSlug: region?.slug,
    mobileLocationId: finder.mobileLocationId,
    lat: finder.userLocation?.latitude,
    lng: finder.userLocation?.longitude,
  });
  const sorted = useMemo(() => sortClinicsByDistance(clinics.data ?? []), [clinics.data]);
  const vanIds = useMemo(() => sorted.filter((clinic) => clinic.mobile).map((clinic) => clinic.id), [sorted]);
  const first = sorted[0];
  const view = mapViewFor({
    event: mapEvent,
    userLocation: finder.userLocation,
    regionCentre: region?.location ?? null,
    focus: finder.focus,
    firstClinic: first ? { latitude: first.latitude, longitude: first.longitude } : null,
  });

  function choose(clinic: Clinic) {
    navigate(
      bookingUrl(embeddedPrefix(pathname), slugs, {
        clinicId: clinic.id,
        regionSlug: region?.slug ?? clinic.regionSlug,
        lat: finder.userLocation?.latitude,
        lng: finder.userLocation?.longitude,
        kioskMode: finder.kioskMode,
      }),
    );
  }

  function showOnMap(clinic: Clinic) {
    setSelectedClinicId(clinic.id);
    finder.setFocus({ latitude: clinic.latitude, longitude: clinic.longitude });
    setMapEvent('none');
  }

  return (
    <div className="clinic-finder">
      <div className="clinic-finder-controls">
        {regions.isPending && <Spinner label={t('message.loading')} />}
        {regions.error && <ErrorAlert error={regions.error} />}
        {regions.data && (
          <RegionSelect
            regions={regions.data}
            selectedSlug={region?.slug ?? null}
            onSelect={(chosen) => {
              finder.setRegion(chosen.slug);
              setMapEvent('region');
            }}
          />
        )}
        <div className="location-actions">
          <Button variant="secondary" onClick={() => void locate.locate()} disabled={locate.locating}>
            {t('catalog.location.use_mine')}
          </Button>
          {!locate.hidePostalCode && (
            <Button variant="secondary" onClick={() => locate.setDialog('postcode')}>
              {t('catalog.location.postcode')}
            </Button>
          )}
          {finder.userLocation && (
            <Button
              variant="link"
              onClick={() => {
                locate.clearPlace();
                finder.clearLocation();
                setMapEvent(region ? 'region' : 'none');
              }}
            >
              {t('catalog.location.clear')}
            </Button>
          )}
        </div>
        <div aria-live="polite" className="location-status">
          {locate.locating && <Spinner label={t('catalog.location.locating')} />}
          {!locate.locating && finder.userLocation && (
            <p>
              {locate.place
                ? t('catalog.location.near_place', { place: `${locate.place.suburb} ${locate.place.code}` })
                : t('catalog.location.near')}
            </p>
          )}
          {locate.cantLocateInline && (
            <p className="alert alert-error">
              {t('message.cant_locate')} {t('message.location_message')}
            </p>
          )}
        </div>
      </div>
      {!ready && !regions.isPending && <p className="clinic-finder-prompt">{t('catalog.region.prompt')}</p>}
      <VanMovedNotice clinicIds={vanIds} refresh={CLINIC_READS} />
      {ready && clinics.isPending && <Spinner label={t('message.loading')} />}
      {ready && clinics.error && <ErrorAlert error={clinics.error} />}
      {ready && clinics.data && (
        <>
          <h2 className="clinic-finder-count" aria-live="polite">
            {t('catalog.clinics.count', { count: sorted.length })}
          </h2>
          {sorted.length === 0 && <p>{t('catalog.clinics.none')}</p>}
          <div className="clinic-finder-results">
            <ClinicMap
              clinics={sorted}
              view={view}
              userLocation={finder.userLocation}
              selectedClinicId={selectedClinicId}
              onSelect={(clinic) => setSelectedClinicId(clinic.id)}
              onChoose={choose}
            />
            <ClinicList
              clinics={sorted}
              selectedClinicId={selectedClinicId}
              nextAvailableExam={exams.find((exam) => !exam.enquiryOnly)?.slug ?? null}
              onChoose={choose}
              onShowOnMap={showOnMap}
            />
          </div>
        </>
      )}
      <PostalCodePrompt
        isOpen={locate.dialog === 'postcode'}
        onClose={() => locate.setDialog('none')}
        onPick={locate.choosePlace}
        onUseMyLocation={() => void locate.locate()}
        hidePostalCode={locate.hidePostalCode}
      />
      <CantLocateModal
        isOpen={locate.dialog === 'cant-locate'}
        onClose={() => locate.setDialog('none')}
        onSearchPostcode={locate.hidePostalCode ? undefined : () => locate.setDialog('postcode')}
      />
    </div>
  );
}
