import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetKioskSession } from './kiosk-reset';

describe('kiosk reset', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('logs out on the server, clears the query cache and removes the patient cookie', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['check-in', 'appointments'], [{ name: 'Jane Citizen' }]);
    const jar = { cookie: '' };
    await resetKioskSession(queryClient, jar);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(jar.cookie).toMatch(/^patientKioskIdentity=; expires=Thu, 01 Jan 1970/);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/authentication/logout');
  });

  it('still clears everything when the logout call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(['x'], 1);
    await resetKioskSession(queryClient, { cookie: '' });
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
  });
});
