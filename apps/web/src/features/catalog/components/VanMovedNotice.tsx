import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useVanMoves } from '../api/mobile-locations';
import { clinicAddress } from '../model/clinic-address';

/**
 * Says which shown imaging vans moved since the page opened and where they are now (decision
 * 0024's token), while the page's clinic reads in `refresh` are fetched again. The live region is
 * always there, so the sentence is announced when it appears.
 */
export function VanMovedNotice({
  clinicIds,
  refresh,
}: {
  clinicIds: readonly number[];
  refresh: readonly QueryKey[];
}) {
  const { t } = useTranslation();
  const moved = useVanMoves(clinicIds, refresh);
  return (
    <div aria-live="polite" className="van-moved">
      {moved.map((van) => (
        <p key={van.id} className="alert">
          {t('catalog.mobile.moved', { name: van.name, address: clinicAddress(van) })}
        </p>
      ))}
    </div>
  );
}
