import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { EnquiryCounts } from '../../booking-requests/staff';
import { userMenuName } from '../../identity/staff';
import { RequestCounts } from '../../patients/staff';
import { sectionsFor } from '../lib/admin-sections';
import type { AdminOutletContext } from './AdminLayout';

/** The admin home: who is signed in and a link to each part of the panel their roles allow. */
export default function AdminHomePage() {
  const { t } = useTranslation();
  const { me } = useOutletContext<AdminOutletContext>();
  const sections = sectionsFor(me);
  return (
    <section className="page admin-home" aria-labelledby="admin-home-title">
      <h1 id="admin-home-title">{t('admin.title')}</h1>
      <p>{t('admin.signed_in_as', { name: userMenuName(me, undefined) })}</p>
      <p className="muted">
        {t('admin.roles', { roles: me.roles.map((role) => t(`admin.role.${role}`)).join(', ') })}
      </p>
      <h2>{t('admin.sections')}</h2>
      <ul className="admin-sections">
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={`/admin/${section.path}`} className="admin-section-link">
              <span className="admin-section-title">{t(`admin.section.${section.id}`)}</span>
              <span className="admin-section-text">{t(`admin.section.${section.id}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {sections.some((section) => section.id === 'booking_requests') && <EnquiryCounts />}
      {sections.some((section) => section.id === 'change_requests') && <RequestCounts />}
    </section>
  );
}
