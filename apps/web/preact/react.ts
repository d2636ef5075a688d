// `react` for the web's code and its libraries: Preact's compatibility layer, with two of React 19's
// hooks done differently (decision 0036).
import compat, { useState } from 'preact/compat';

export * from 'preact/compat';

let lastId = 0;

/**
 * Preact numbers ids per render root and lazy boundary, so a page can get the same id twice (a
 * menu's list and a lazy page's popover were both `P0-0`). The web renders only in the browser, so
 * one counter gives every component its own id for its lifetime.
 */
export function useId(): string {
  const [id] = useState(() => `id-${++lastId}`);
  return id;
}

/** Imported by React Router's data router (`RouterProvider`), which the web does not use. */
export function useOptimistic(): never {
  throw new Error('useOptimistic is not available on Preact');
}

export default { ...compat, useId, useOptimistic };
