import { Outlet } from 'react-router';

// Filled in by the layout work: header, menu, banner, footer, badges, loader.
export function LayoutShell() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
