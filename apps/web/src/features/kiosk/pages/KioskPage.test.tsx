import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import KioskPage from './KioskPage';

const KIOSK_ID = 'kiosk-id-0123456789abcdef';
/** What GET /api/kiosk/current answers: never the id (it is the HttpOnly cookie's secret). */
const lobby = {
  clinicId: 4,
  clinicName: 'City Clinic',
  name: 'Lobby',
  kioskMode: true,
};

/** A kiosk server: unknown until the right id is typed into the identity modal. */
function kioskServer(identified = false) {
  const bodies: unknown[] = [];
  return {
    bodies,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/api/kiosk/current') return json(200, { kiosk: identified ? lobby : null });
      if (path === '/api/kiosk/identify' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { kioskId: string };
        bodies.push(body);
        if (body.kioskId !== KIOSK_ID) {
          return json(404, { status: 404, title: 'Not Found', message: 'message.unknown_kiosk' });
        }
        identified = true;
        return json(200, lobby);
      }
      return json(404, { status: 404, title: 'Not Found', message: 'message.not_found' });
    },
  };
}

describe('kiosk home', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks an unknown device for its kiosk identity (required), then shows the entry points', async () => {
    const server = kioskServer();
    vi.stubGlobal('fetch', server.fetch);
    renderRoutes([{ path: '/kiosk', element: <KioskPage /> }], '/kiosk?kioskMode=true');
    const dialog = await screen.findByRole('dialog', { name: 'kiosk.identity_title' });
    const save = screen.getByRole('button', { name: 'kiosk.identity_submit' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('kiosk.identity_label'), 'wrong-id');
    await userEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('message.unknown_kiosk');
    await userEvent.clear(screen.getByLabelText('kiosk.identity_label'));
    await userEvent.type(screen.getByLabelText('kiosk.identity_label'), KIOSK_ID);
    await userEvent.click(save);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.getByText('City Clinic')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kiosk.check_in' }).getAttribute('href')).toBe(
      '/check-in?kioskMode=true',
    );
    expect(screen.getByRole('link', { name: 'kiosk.book' }).getAttribute('href')).toBe('/?kioskMode=true');
    expect(server.bodies).toEqual([{ kioskId: 'wrong-id' }, { kioskId: KIOSK_ID }]);
  });

  it('on an identified kiosk shows the entry points without any error from the hidden identity form', async () => {
    // Errors a form's validation throws surface as console errors or unhandled rejections.
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    const rejections: unknown[] = [];
    const onNodeRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onNodeRejection);
    try {
      vi.stubGlobal('fetch', kioskServer(true).fetch);
      renderRoutes([{ path: '/kiosk', element: <KioskPage /> }], '/kiosk?kioskMode=true');
      expect(await screen.findByText('City Clinic')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      // Let pending validation promises settle.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect([...errors, ...rejections].map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', onNodeRejection);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
      consoleError.mockRestore();
    }
  });
});
