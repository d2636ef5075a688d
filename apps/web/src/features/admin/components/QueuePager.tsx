import { useTranslation } from 'react-i18next';

/** Previous and next page of a queue the server pages; the page number lives in the address. */
export function QueuePager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pager" aria-label={t('admin.pager.label')}>
      <button
        type="button"
        className="button button-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('admin.pager.previous')}
      </button>
      <span>{t('admin.pager.page', { page, pages })}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('admin.pager.next')}
      </button>
    </nav>
  );
}
