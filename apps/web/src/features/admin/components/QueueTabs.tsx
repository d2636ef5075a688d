import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The status tabs of a queue, each with its count, the current one marked for assistive technology. */
export function QueueTabs<S extends string>({
  label,
  states,
  current,
  counts,
  textKey,
  param = 'status',
}: {
  label: string;
  states: readonly S[];
  current: S;
  counts: Record<S, number> | undefined;
  /** Translation key prefix of the states' names. */
  textKey: string;
  /** The address parameter the tabs set. */
  param?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ul className="admin-tabs">
        {states.map((state) => (
          <li key={state}>
            <Link
              to={`?${param}=${state}`}
              aria-current={state === current ? 'page' : undefined}
              className="admin-tab"
            >
              {t(`${textKey}.${String(state)}` as string)}
              {counts && <span className="admin-count"> ({counts[state]})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The queue's search box: patient name, email or booking key, sent to the server. */
export function QueueSearch({
  id,
  label,
  text,
  onSearch,
}: {
  id: string;
  label: string;
  text: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <search>
      <form
        className="admin-search"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('search');
          onSearch(typeof value === 'string' ? value.trim() : '');
        }}
      >
        <label htmlFor={id}>{label}</label>
        <input id={id} name="search" type="search" defaultValue={text} maxLength={100} />
        <button type="submit" className="button button-secondary">
          {t('admin.enquiries.search_submit')}
        </button>
      </form>
    </search>
  );
}
