import { APIProvider, Map as GoogleMap, Marker, useMap } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { installMapsBootstrap } from '../model/google-maps-bootstrap';
import type { MapView } from '../model/map-view';
import type { ClinicMapProps } from './LeafletClinicMap';

/** Moves the map whenever the view rules (§9 zoom levels: 16, 13 located, 12 region) give a new centre or zoom. */
function ViewController({ view }: { view: MapView }) {
  const map = useMap();
  const { latitude, longitude } = view.centre;
  useEffect(() => {
    map?.moveCamera({ center: { lat: latitude, lng: longitude }, zoom: view.zoom });
  }, [map, latitude, longitude, view.zoom]);
  return null;
}

/**
 * The clinic finder's map when the provider configured a Google Maps key (issue 43): a marker per
 * clinic and van, and the visitor's location. Choosing a marker selects its clinic in the list
 * beside the map, which holds the booking buttons. Loaded on its own, only when a key is set.
 */
export default function GoogleClinicMap({
  provider,
  clinics,
  view,
  userLocation,
  onSelect,
}: ClinicMapProps & { provider: { apiKey: string; scriptUrl: string } }) {
  const { t, i18n } = useTranslation();
  // Before APIProvider's effect asks for the API, so the binding uses this loader (idempotent).
  installMapsBootstrap(provider.scriptUrl, { key: provider.apiKey, v: 'weekly', language: i18n.language });
  return (
    <section className="clinic-map" aria-label={t('catalog.map.label')}>
      <APIProvider apiKey={provider.apiKey} language={i18n.language}>
        <GoogleMap
          className="clinic-map-canvas"
          defaultCenter={{ lat: view.centre.latitude, lng: view.centre.longitude }}
          defaultZoom={view.zoom}
          gestureHandling="cooperative"
          clickableIcons={false}
        >
          <ViewController view={view} />
          {userLocation && (
            <Marker
              position={{ lat: userLocation.latitude, lng: userLocation.longitude }}
              title={t('catalog.map.you_are_here')}
            />
          )}
          {clinics.map((clinic) => (
            <Marker
              key={clinic.id}
              position={{ lat: clinic.latitude, lng: clinic.longitude }}
              title={clinic.mobile ? t('catalog.map.van', { name: clinic.name }) : clinic.name}
              onClick={() => onSelect(clinic)}
            />
          ))}
        </GoogleMap>
      </APIProvider>
    </section>
  );
}
