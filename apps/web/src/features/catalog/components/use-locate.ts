import type { GeoLocation, PostalCodeLocation } from '@rb/contracts';
import { useEffect, useRef, useState } from 'react';
import { useConfig } from '../../config';
import { usePostalCode } from '../api/get-postal-code';
import { useFetchPostalCodeFromLocation } from '../api/postal-code-from-location';
import { requestBrowserLocation } from '../model/browser-location';
import { readPostalCodeLocationId, writePostalCodeLocationId } from '../model/kiosk-cookie';

export type LocateDialog = 'none' | 'postcode' | 'cant-locate';

interface LocateOptions {
  kioskMode: boolean;
  hasLocation: boolean;
  onLocated: (location: GeoLocation) => void;
}

/**
 * "Use my location", the postal-code prompt and the kiosk cookie: everything that can give the
 * clinic finder a location, and what to show when none can be found (§8 message.cant_locate).
 */
export function useLocate({ kioskMode, hasLocation, onLocated }: LocateOptions) {
  const { features } = useConfig();
  const fetchNearestPostalCode = useFetchPostalCodeFromLocation();
  const [dialog, setDialog] = useState<LocateDialog>('none');
  const [locating, setLocating] = useState(false);
  const [cantLocateInline, setCantLocateInline] = useState(false);
  const [place, setPlace] = useState<PostalCodeLocation | null>(null);

  // A kiosk remembers where it stands: its postal code location comes back from the cookie (§4).
  const [cookieId] = useState(() => (kioskMode && !hasLocation ? readPostalCodeLocationId() : null));
  const storedPlace = usePostalCode(cookieId);
  const appliedCookie = useRef(false);
  useEffect(() => {
    if (appliedCookie.current || !storedPlace.data) return;
    appliedCookie.current = true;
    setPlace(storedPlace.data);
    onLocated({ latitude: storedPlace.data.latitude, longitude: storedPlace.data.longitude });
  }, [storedPlace.data, onLocated]);

  function cantLocate() {
    if (features.showUnableToLocateWindow) setDialog('cant-locate');
    else if (!features.hidePostalCode) setDialog('postcode');
    else setCantLocateInline(true);
  }

  function choosePlace(chosen: PostalCodeLocation) {
    if (kioskMode) writePostalCodeLocationId(chosen.id);
    setPlace(chosen);
    setDialog('none');
    setCantLocateInline(false);
    onLocated({ latitude: chosen.latitude, longitude: chosen.longitude });
  }

  async function locate() {
    setDialog('none');
    setCantLocateInline(false);
    setLocating(true);
    try {
      const position = await requestBrowserLocation();
      let nearest: PostalCodeLocation | null | undefined;
      try {
        nearest = (await fetchNearestPostalCode(position)).postalCodeLocation;
      } catch {
        // Naming the place is a nicety: the position itself is still good without it.
        nearest = undefined;
      }
      if (nearest === null) {
        // Farther than the provider's distance limit from any postal code it serves.
        cantLocate();
        return;
      }
      if (nearest && kioskMode) writePostalCodeLocationId(nearest.id);
      setPlace(nearest ?? null);
      onLocated(position);
    } catch {
      cantLocate();
    } finally {
      setLocating(false);
    }
  }

  return {
    dialog,
    setDialog,
    locating: locating || storedPlace.isFetching,
    cantLocateInline,
    place,
    clearPlace: () => setPlace(null),
    locate,
    choosePlace,
    hidePostalCode: features.hidePostalCode,
  };
}
