import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('page.not_found.title')}</h1>
      <p>{t('page.not_found.text')}</p>
      <p>
        <Link to="/">{t('menu.home')}</Link>
      </p>
    </section>
  );
}
