import type { PortalBookingSummary } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One list of the portal home: upcoming first, then past, each opening its portal page. */
export function BookingSummaryList({
  titleKey,
  statusPrefix,
  items,
}: {
  titleKey: string;
  statusPrefix: string;
  items: PortalBookingSummary[];
}) {
  const { t, i18n } = useTranslation();
  const groups = [
    { key: 'portal_home.upcoming', rows: items.filter((i) => i.upcoming) },
    { key: 'portal_home.past', rows: items.filter((i) => !i.upcoming) },
  ];
  return (
    <section aria-labelledby={`${titleKey}-heading`}>
      <h2 id={`${titleKey}-heading`}>{t(titleKey)}</h2>
      {items.length === 0 && <p>{t('portal_home.none')}</p>}
      {groups
        .filter((g) => g.rows.length > 0)
        .map((group) => (
          <div key={group.key}>
            <h3>{t(group.key)}</h3>
            <ul className="portal-home-list">
              {group.rows.map((row) => (
                <li key={row.bookingKey}>
                  <Link to={row.path}>
                    {row.examNames.join(', ') || t(titleKey)}
                    {' · '}
                    {new Date(row.at).toLocaleDateString(i18n.language)}
                    {row.clinicName ? ` · ${row.clinicName}` : ''}
                  </Link>{' '}
                  <span className="portal-home-status">
                    {t(`${statusPrefix}${row.status}`, { defaultValue: row.status })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
