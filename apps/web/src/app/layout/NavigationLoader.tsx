import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { Spinner } from '../../components/Spinner';

/** §2 full-screen loader while the router loads the next page (§4: shown at start, hidden at end). */
export function NavigationLoader() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="navigation-loader">
      <Spinner size="large" label={t('message.loading')} />
    </div>
  );
}
