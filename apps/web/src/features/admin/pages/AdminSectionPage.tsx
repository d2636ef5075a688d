import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { FeaturePlaceholder } from '../../../components/FeaturePlaceholder';
import { NoAccess } from '../components/NoAccess';
import { adminSections, mayUse } from '../lib/admin-sections';
import type { AdminOutletContext } from './AdminLayout';

/**
 * A section of the panel that a later issue builds (the daily-operations panel): a clear "on its
 * way" page for those whose roles allow it, "no access" for others, never a blank page.
 */
export default function AdminSectionPage() {
  const { t } = useTranslation();
  const { me } = useOutletContext<AdminOutletContext>();
  const { section: path } = useParams();
  const section = adminSections.find((candidate) => candidate.path === path);
  if (!section) return <FeaturePlaceholder titleKey="page.not_found.title" />;
  if (!mayUse(section, me)) return <NoAccess me={me} />;
  return (
    <>
      <FeaturePlaceholder titleKey={`admin.section.${section.id}`} />
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
    </>
  );
}
