import { Outlet } from 'react-router';

export function EmbeddedShell() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
