import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ReadOnlyProvider } from '../../components/read-only';
import { Badges } from './Badges';
import { Banner } from './Banner';
import { NavigationLoader } from './PageLoader';

/** The /iframe copy: the host page brings its own header and footer, so only banner, page, badges, loader. */
export function EmbeddedShell() {
  return (
    <ReadOnlyProvider>
      <div className="shell shell-embedded">
        <Banner />
        <main id="main" className="shell-main" tabIndex={-1}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
        <NavigationLoader />
        <Badges />
      </div>
    </ReadOnlyProvider>
  );
}
