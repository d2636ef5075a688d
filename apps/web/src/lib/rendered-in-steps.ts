import { useEffect, useState } from 'react';

/**
 * How many items of a long list to render: the first `step` at once, then `step` more in each
 * following task until all are there. Building every row in one render was one long task on a slow
 * phone (the home page's exam list: about 120 ms at 4× CPU slowdown, issue 16's blocking time);
 * in steps, the browser can answer a tap between them. The rest arrive a task or two later, below
 * the fold, before anyone scrolls to them.
 */
export function useRenderedInSteps(total: number, step: number): number {
  const [limit, setLimit] = useState(step);
  useEffect(() => {
    if (limit >= total) return;
    const next = setTimeout(() => setLimit(limit + step));
    return () => clearTimeout(next);
  }, [limit, total, step]);
  return Math.min(total, limit);
}
