import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';

/**
 * §2 full-screen loader while the next page loads: what shows where a page's code has not arrived
 * yet (§4: shown at start, hidden at end).
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="navigation-loader">
      <Spinner size="large" label={t('message.loading')} />
    </div>
  );
}
