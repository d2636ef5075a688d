import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown when a page fails to load or render. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="page" id="main">
      <h1>{t('message.server_error_general')}</h1>
      <p>
        <Link to="/">{t('menu.home')}</Link>
      </p>
    </main>
  );
}
