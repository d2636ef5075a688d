import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useConfig } from '../../config';
import { mapProviderOf } from '../model/map-provider';
import { type ClinicMapProps, LeafletClinicMap } from './LeafletClinicMap';

// Google's binding loads only where a provider configured a key: no patient page carries it otherwise.
const GoogleClinicMap = lazy(() => import('./GoogleClinicMap'));

/** The clinic finder's map, the one the provider configured (model/map-provider). */
export function ClinicMap(props: ClinicMapProps) {
  const { t } = useTranslation();
  const provider = mapProviderOf(useConfig());
  if (provider.kind === 'leaflet') return <LeafletClinicMap tiles={provider} {...props} />;
  return (
    <Suspense fallback={<Spinner label={t('message.loading')} />}>
      <GoogleClinicMap provider={provider} {...props} />
    </Suspense>
  );
}
