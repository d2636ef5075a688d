import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { pageLoads } from '../lazy-page';

/**
 * §2 full-screen loader while the next page loads (§4: shown at start, hidden at end). A navigation
 * is a transition: React keeps the current page until the next one's code has arrived, and this
 * covers it meanwhile.
 */
export function NavigationLoader() {
  const loading = useSyncExternalStore(pageLoads.subscribe, pageLoads.isLoading, () => false);
  return loading ? <PageLoader /> : null;
}

/** The loader itself, also what shows where a page is not yet loaded outside a navigation. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="navigation-loader">
      <Spinner size="large" label={t('message.loading')} />
    </div>
  );
}
