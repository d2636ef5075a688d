import type { ReactNode } from 'react';

/**
 * A staff list's filter form: on submit the filled-in fields named in `names` become the page's address
 * parameters (trimmed, empty ones left out), so a filtered list can be bookmarked and shared.
 */
export function FilterToolbar({
  names,
  onSearch,
  children,
}: {
  names: readonly string[];
  onSearch: (params: URLSearchParams) => void;
  children: ReactNode;
}) {
  return (
    <search>
      <form
        className="admin-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const params = new URLSearchParams();
          for (const name of names) {
            const value = form.get(name);
            if (typeof value === 'string' && value.trim()) params.set(name, value.trim());
          }
          onSearch(params);
        }}
      >
        {children}
      </form>
    </search>
  );
}
