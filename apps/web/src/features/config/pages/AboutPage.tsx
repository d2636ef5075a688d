import { useTranslation } from 'react-i18next';
import { useConfig } from '../api/config-context';
import { ConfiguredHtml } from '../components/ConfiguredHtml';
import { StaticPage } from '../components/StaticPage';

/** §2 /about: heading with the provider name, then the configured about text. */
export default function AboutPage() {
  const { t } = useTranslation();
  const { radiology } = useConfig();
  return (
    <StaticPage heading={t('page.about.heading', { name: radiology.name })}>
      <ConfiguredHtml html={radiology.about} />
    </StaticPage>
  );
}
