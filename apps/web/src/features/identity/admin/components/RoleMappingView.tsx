import type { RoleMapping } from '@rb/contracts';
import { useTranslation } from 'react-i18next';

/**
 * With an external authority configured, accounts live there: the page shows which claim carries
 * the roles and how its values map to ours, so an admin knows what to set at the authority.
 */
export function RoleMappingView({ mapping }: { mapping: RoleMapping | null }) {
  const { t } = useTranslation();
  const entries = Object.entries(mapping?.map ?? {});
  return (
    <section className="admin-role-mapping" aria-labelledby="role-mapping-title">
      <h2 id="role-mapping-title">{t('admin.users.role_mapping_title')}</h2>
      <p>{t('admin.users.external_authority', { issuer: mapping?.issuer ?? '' })}</p>
      <p>{t('admin.users.role_claim', { claim: mapping?.claim ?? '' })}</p>
      {entries.length === 0 ? (
        <p>{t('admin.users.role_mapping_identity')}</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{t('admin.users.role_mapping_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.users.claim_value')}</th>
              <th scope="col">{t('admin.users.role')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map(([value, role]) => (
              <tr key={value}>
                <td>
                  <code>{value}</code>
                </td>
                <td>{t(`admin.role.${role}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
