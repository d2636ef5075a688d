import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeField, renderRoutes } from '../../../test/support';
import { ConsentFormSection } from './ConsentFormSection';

const SLUG = 's'.repeat(24);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** A fake consent-forms endpoint that keeps what is saved, or refuses every save. */
function server(options: { refuseSave?: boolean } = {}) {
  const store: { data: Record<string, unknown> | null; updatedAt: string | null } = {
    data: null,
    updatedAt: null,
  };
  const saves: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      expect(url).toBe(`/api/secured/appointments/${SLUG}/consent_forms`);
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        saves.push(body);
        if (options.refuseSave)
          return json({ status: 400, title: 'Bad Request', message: 'message.validation_error' }, 400);
        Object.assign(store, { data: body.data, updatedAt: '2030-01-01T00:00:00.000Z' });
      }
      return json(store);
    }),
  );
  return saves;
}

const render = () =>
  renderRoutes([{ path: '/', element: <ConsentFormSection slug={SLUG} timeZone="Australia/Sydney" /> }], '/');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConsentFormSection', () => {
  it('asks for the tick and the name, saves them, and shows the consent as given after a reload', async () => {
    const saves = server();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'portal.consent.submit' }));
    expect(await screen.findByText('portal.consent.accept_required')).toBeTruthy();
    expect(screen.getByText('message.field_required')).toBeTruthy();
    expect(screen.getByLabelText('portal.consent.full_name').getAttribute('aria-invalid')).toBe('true');
    expect(saves).toEqual([]);

    fireEvent.click(screen.getByLabelText('portal.consent.accept'));
    changeField(screen.getByLabelText('portal.consent.full_name'), {
      target: { value: ' Olivia Smith ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'portal.consent.submit' }));
    expect(await screen.findByText('portal.consent.given')).toBeTruthy();
    expect(saves).toEqual([{ data: { consent: { accepted: true, fullName: 'Olivia Smith' } } }]);

    cleanup();
    render();
    expect(await screen.findByText('portal.consent.given')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'portal.consent.submit' })).toBeNull();
  });

  it('shows the translated server message when saving fails', async () => {
    server({ refuseSave: true });
    render();
    fireEvent.click(await screen.findByLabelText('portal.consent.accept'));
    changeField(screen.getByLabelText('portal.consent.full_name'), { target: { value: 'Olivia' } });
    fireEvent.click(screen.getByRole('button', { name: 'portal.consent.submit' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('message.validation_error'));
    expect(screen.getByRole('button', { name: 'portal.consent.submit' })).toBeTruthy();
  });
});
