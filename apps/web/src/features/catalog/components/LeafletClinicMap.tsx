import type { Clinic, GeoLocation } from '@rb/contracts';
import { divIcon } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { Button } from '../../../components/Button';
import { sanitizeHtml } from '../../../lib/sanitize';
import type { MapView } from '../model/map-view';
import { ClinicDistance } from './ClinicDistance';
import 'leaflet/dist/leaflet.css';
import { clinicAddress } from '../model/clinic-address';

export interface ClinicMapProps {
  clinics: readonly Clinic[];
  view: MapView;
  userLocation: GeoLocation | null;
  selectedClinicId: number | null;
  onSelect: (clinic: Clinic) => void;
  onChoose: (clinic: Clinic) => void;
}

/** Moves the map whenever the view rules (§9 zoom levels) give a new centre or zoom. */
function ViewController({ view }: { view: MapView }) {
  const map = useMap();
  const { latitude, longitude } = view.centre;
  useEffect(() => {
    map.setView([latitude, longitude], view.zoom);
  }, [map, latitude, longitude, view.zoom]);
  return null;
}

/**
 * Leaflet gives every pin a Tab stop, also those outside the map's view, which the map clips: a
 * keyboard user then lands on pins nobody can see (WCAG 2.4.7). Only the pins wholly in view keep
 * theirs; every clinic stays reachable from the list beside the map. Looked at again whenever the
 * view moves or Leaflet draws a pin anew (a selected clinic's pin is a new element).
 */
function PinsInViewFocusable() {
  const map = useMap();
  useEffect(() => {
    const pane = map.getPane('markerPane');
    if (!pane) return;
    const update = () => {
      const view = map.getContainer().getBoundingClientRect();
      for (const pin of pane.querySelectorAll<HTMLElement>('.leaflet-marker-icon')) {
        const box = pin.getBoundingClientRect();
        const inView =
          box.left >= view.left &&
          box.right <= view.right &&
          box.top >= view.top &&
          box.bottom <= view.bottom;
        pin.tabIndex = inView ? 0 : -1;
      }
    };
    const observer = new MutationObserver(update);
    observer.observe(pane, { childList: true });
    map.on('moveend zoomend resize', update);
    update();
    return () => {
      observer.disconnect();
      map.off('moveend zoomend resize', update);
    };
  }, [map]);
  return null;
}

/** A drawn pin (no image files, so markers show even when nothing else loads), labelled for screen readers. */
function pinIcon(selected: boolean) {
  return divIcon({
    className: `clinic-pin${selected ? ' clinic-pin-selected' : ''}`,
    html: '<span class="clinic-pin-dot" aria-hidden="true"></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 28],
    popupAnchor: [0, -26],
  });
}

/**
 * The clinic finder's Leaflet map (§2, §3 map state). Tiles come from the provider's tile server
 * and may fail offline; with none configured the map is a plain ground. Either way the markers,
 * popups and the list beside the map work without tiles.
 */
export function LeafletClinicMap({
  tiles,
  clinics,
  view,
  userLocation,
  selectedClinicId,
  onSelect,
  onChoose,
}: ClinicMapProps & { tiles: { tileUrl: string | null; attribution: string } }) {
  const { t } = useTranslation();
  const attribution = useMemo(() => sanitizeHtml(tiles.attribution), [tiles.attribution]);
  const icons = useMemo(() => ({ normal: pinIcon(false), selected: pinIcon(true) }), []);

  return (
    <section className="clinic-map" aria-label={t('catalog.map.label')}>
      <MapContainer
        center={[view.centre.latitude, view.centre.longitude]}
        zoom={view.zoom}
        zoomControl={false}
        scrollWheelZoom={false}
        className={`clinic-map-canvas${tiles.tileUrl ? '' : ' clinic-map-plain'}`}
      >
        {tiles.tileUrl && <TileLayer url={tiles.tileUrl} attribution={attribution} />}
        <ZoomControl zoomInTitle={t('catalog.map.zoom_in')} zoomOutTitle={t('catalog.map.zoom_out')} />
        <ViewController view={view} />
        <PinsInViewFocusable />
        {userLocation && (
          <CircleMarker
            center={[userLocation.latitude, userLocation.longitude]}
            radius={8}
            pathOptions={{ color: '#1c1f23', fillColor: '#ffffff', fillOpacity: 1, weight: 3 }}
          />
        )}
        {clinics.map((clinic) => (
          <Marker
            key={clinic.id}
            position={[clinic.latitude, clinic.longitude]}
            icon={clinic.id === selectedClinicId ? icons.selected : icons.normal}
            title={clinic.name}
            eventHandlers={{ click: () => onSelect(clinic) }}
          >
            <Popup closeButton={false}>
              <div className="clinic-popup">
                <strong>{clinic.name}</strong>
                <span>{clinicAddress(clinic)}</span>
                <ClinicDistance distanceKm={clinic.distanceKm} />
                <Button onClick={() => onChoose(clinic)}>
                  {t('catalog.clinics.choose', { clinic: clinic.name })}
                </Button>
              </div>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </section>
  );
}
