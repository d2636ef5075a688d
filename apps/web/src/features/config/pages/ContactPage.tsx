import { useTranslation } from 'react-i18next';
import { useConfig } from '../api/config-context';
import { ConfiguredHtml } from '../components/ConfiguredHtml';
import { StaticPage } from '../components/StaticPage';

/** §2 /contact: heading, then the configured contact text. */
export default function ContactPage() {
  const { t } = useTranslation();
  const { radiology } = useConfig();
  return (
    <StaticPage heading={t('page.contact.title')}>
      <ConfiguredHtml html={radiology.contact} />
    </StaticPage>
  );
}
