import { useTranslation } from 'react-i18next';
import { safeExternalUrl } from '../../../lib/links';
import { useConfig } from '../api/config-context';
import { StaticPage } from '../components/StaticPage';

/** §2 /privacy: a sentence with the provider name and a link to the configured privacy policy. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const { radiology } = useConfig();
  const policyUrl = safeExternalUrl(radiology.privacyPolicyUrl);
  return (
    <StaticPage heading={t('page.privacy.title')}>
      <p>{t('page.privacy.text', { name: radiology.name })}</p>
      {policyUrl ? (
        <p>
          <a href={policyUrl} target="_blank" rel="noopener noreferrer">
            {t('page.privacy.link', { name: radiology.name })}
            <span className="visually-hidden"> {t('common.opens_new_tab')}</span>
          </a>
        </p>
      ) : (
        <p>{t('page.privacy.no_policy')}</p>
      )}
    </StaticPage>
  );
}
