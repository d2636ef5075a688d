import { useTranslation } from 'react-i18next';
import { useReadOnly } from '../../components/read-only';
import { useConfig } from '../../features/config/api/config-context';

/**
 * §2 badges at the configured corner: environment (outside production) and read-only access. They
 * are a named complementary landmark, so no content of the page sits outside one (axe: region).
 */
export function Badges() {
  const { t } = useTranslation();
  const { environment } = useConfig();
  const { readOnly } = useReadOnly();
  const showEnvironment = !environment.production && environment.activeProfiles.length > 0;
  if (!showEnvironment && !readOnly) return null;
  return (
    <aside className={`badges badges-${environment.position}`} aria-label={t('badge.label')}>
      {showEnvironment && (
        <p className="badge badge-environment">
          {t('badge.environment', { profiles: environment.activeProfiles.join(', ') })}
        </p>
      )}
      {readOnly && (
        <p className="badge badge-read-only" role="status">
          {t('message.access_read_only')}
        </p>
      )}
    </aside>
  );
}
