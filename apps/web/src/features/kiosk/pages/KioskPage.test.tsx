import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import KioskPage from './KioskPage';

const lobby = {
  id: 'kiosk-id-0123456789abcdef',
  clinicId: 4,
  clinicName: 'City Clinic',
  name: 'Lobby',
  kioskMode: true,
};

/** A kiosk server: unknown until the right id is typed into the identity modal. */
function kioskServer() {
  let identified = false;
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
        if (body.kioskId !== lobby.id) {
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
    await userEvent.type(screen.getByLabelText('kiosk.identity_label'), lobby.id);
    await userEvent.click(save);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.getByText('City Clinic')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kiosk.check_in' }).getAttribute('href')).toBe(
      '/check-in?kioskMode=true',
    );
    expect(screen.getByRole('link', { name: 'kiosk.book' }).getAttribute('href')).toBe('/?kioskMode=true');
    expect(server.bodies).toEqual([{ kioskId: 'wrong-id' }, { kioskId: lobby.id }]);
  });
});
