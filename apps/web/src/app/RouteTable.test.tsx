import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { Link, Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/support';
import { NavigationLoader } from './layout/PageLoader';
import { lazyPage, preloadPages } from './lazy-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A page module whose import the test settles when it wants. */
function heldModule(Page: ComponentType) {
  let arrive = () => {};
  let fail: (error: Error) => void = () => {};
  const module = new Promise<{ default: ComponentType }>((resolve, reject) => {
    arrive = () => resolve({ default: Page });
    fail = reject;
  });
  return { load: vi.fn(() => module), arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

const Home = () => (
  <>
    <h1>Home</h1>
    <Link to="/next">Next</Link>
  </>
);
const Next = () => <h1>Next</h1>;
const Broken = (): never => {
  throw new Error('render failed');
};

/** As the app's table: a shell that stays, with the navigation loader beside its page. */
const table = (children: RouteObject[]): RouteObject[] => [
  {
    path: '/',
    element: (
      <>
        <p>Shell</p>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
        <NavigationLoader />
      </>
    ),
    children,
  },
];

const loader = () => screen.queryByRole('status');

describe('lazy pages in the route table', () => {
  it('draw at once on the first render when start-up preloaded them', async () => {
    const home = heldModule(Home);
    const routes = table([{ index: true, ...lazyPage(home.load) }]);
    const preloaded = preloadPages(routes, '/');
    home.arrive();
    await preloaded;
    renderRoutes(routes, '/');
    // No await: the first render itself shows the page, without a loader in between.
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(loader()).toBeNull();
  });

  it('keep the current page on screen with the full-screen loader while the next one loads', async () => {
    const next = heldModule(Next);
    renderRoutes(
      table([
        { index: true, element: <Home /> },
        { path: 'next', ...lazyPage(next.load) },
      ]),
      '/',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    // A navigation is a transition: React keeps the current page until the next one can render.
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('Shell')).toBeTruthy();
    await act(async () => next.arrive());
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(loader()).toBeNull();
    expect(next.load).toHaveBeenCalledTimes(1);
  });

  it('replace one lazy page with another on navigation', async () => {
    const home = heldModule(Home);
    const next = heldModule(Next);
    home.arrive();
    next.arrive();
    renderRoutes(
      table([
        { index: true, ...lazyPage(home.load) },
        { path: 'next', ...lazyPage(next.load) },
      ]),
      '/',
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });

  it('show the error page when a page fails to render, and leave it on the next address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(
      table([
        { index: true, element: <Home /> },
        { path: 'next', element: <Broken /> },
      ]),
      '/next',
    );
    expect(await screen.findByRole('heading', { name: 'message.server_error_general' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'menu.home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it("show the error page when a page's code fails to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const next = heldModule(Next);
    renderRoutes(table([{ path: 'next', ...lazyPage(next.load) }]), '/next');
    await act(async () => next.fail(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { name: 'message.server_error_general' })).toBeTruthy();
    expect(loader()).toBeNull();
  });
});
