import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** A route of the spec whose feature is not built yet: says so plainly instead of a blank page. */
export function FeaturePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section className="page placeholder-page" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{t(titleKey)}</h1>
      <p>{t('page.placeholder.text')}</p>
      <p className="muted">
        <code>{location.pathname}</code>
      </p>
    </section>
  );
}
