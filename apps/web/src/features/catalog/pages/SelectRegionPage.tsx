import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { internalHref } from '../../../lib/links';
import { useRegions } from '../api/list-regions';
import { RegionSelect } from '../components/RegionSelect';
import { embeddedPrefix } from '../model/journey-urls';
import '../catalog.css';

/**
 * §2 /select-region (regionSlug value select-region): a region must be chosen before anything else.
 * The chosen region then travels with the exam choice, so the clinic finder opens on it. Leaving the
 * page waits for Continue (or Enter): the arrow keys that walk a radio group also check each radio
 * they pass, and must not take a keyboard user to the first region they meet (WCAG 3.2.2).
 */
export default function SelectRegionPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const regions = useRegions();
  const [chosen, setChosen] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setAsked(true);
    if (!chosen) return;
    const next = new URLSearchParams(params);
    next.set('regionSlug', chosen);
    navigate(internalHref(embeddedPrefix(pathname) || '/', next));
  }

  return (
    <section className="page catalog-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('catalog.region.legend')}</h1>
      <p className="muted">{t('catalog.region.prompt')}</p>
      {regions.isPending && <Spinner label={t('message.loading')} />}
      {regions.error && <ErrorAlert error={regions.error} />}
      {regions.data && (
        <form className="region-form" onSubmit={submit} noValidate>
          <RegionSelect
            regions={regions.data}
            selectedSlug={chosen}
            onSelect={(region) => setChosen(region.slug)}
          />
          {asked && !chosen && (
            <p className="alert alert-error" role="alert">
              {t('catalog.region.none_selected')}
            </p>
          )}
          <Button type="submit">{t('catalog.region.continue')}</Button>
        </form>
      )}
    </section>
  );
}
