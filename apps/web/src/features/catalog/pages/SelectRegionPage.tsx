import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { internalHref } from '../../../lib/links';
import { useRegions } from '../api/list-regions';
import { RegionSelect } from '../components/RegionSelect';
import { embeddedPrefix } from '../model/journey-urls';
import '../catalog.css';

/**
 * §2 /select-region (regionSlug value select-region): a region must be chosen before anything else.
 * The chosen region then travels with the exam choice, so the clinic finder opens on it.
 */
export default function SelectRegionPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const regions = useRegions();

  return (
    <section className="page catalog-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('catalog.region.legend')}</h1>
      <p className="muted">{t('catalog.region.prompt')}</p>
      {regions.isPending && <Spinner label={t('message.loading')} />}
      {regions.error && <ErrorAlert error={regions.error} />}
      {regions.data && (
        <RegionSelect
          regions={regions.data}
          selectedSlug={null}
          onSelect={(region) => {
            const next = new URLSearchParams(params);
            next.set('regionSlug', region.slug);
            navigate(internalHref(embeddedPrefix(pathname) || '/', next));
          }}
        />
      )}
    </section>
  );
}
