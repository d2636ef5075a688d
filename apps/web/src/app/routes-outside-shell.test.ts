import { hasSiteHeader } from '@rb/contracts/common/page-kind';
import { describe, expect, it } from 'vitest';
import { LayoutShell } from './layout/LayoutShell';
import { routes } from './routes';

/**
 * The server paints the site header into the HTML when `hasSiteHeader` says the page has one; the
 * route table decides which pages really do. This keeps the two in step.
 */
describe('pages drawn without the shell', () => {
  const shellRoute = routes.find(
    (route) => route.element && (route.element as { type?: unknown }).type === LayoutShell,
  );
  const outside = routes.filter((route) => route !== shellRoute).map((route) => route.path ?? '');

  it('are exactly the top-level routes outside LayoutShell', () => {
    expect(shellRoute?.path).toBe('/');
    expect(outside.length).toBeGreaterThan(3);
    for (const path of outside) {
      const example = path.replace(/:(\w+)\??/g, 'x');
      expect(hasSiteHeader(example), example).toBe(false);
      expect(hasSiteHeader(`${example}/deeper`), example).toBe(false);
    }
  });

  it("include none of the shell's own pages", () => {
    const children = shellRoute?.children ?? [];
    const paths = children.flatMap((child) => (child.path ? [`/${child.path}`] : []));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(hasSiteHeader(path.replace(/:(\w+)\??/g, 'x')), path).toBe(true);
  });
});
