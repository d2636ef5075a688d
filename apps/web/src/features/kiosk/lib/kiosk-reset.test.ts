import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetKioskSession } from './kiosk-reset';

describe('kiosk reset', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('logs out on the server (which clears the patient cookie) and clears the query cache', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['check-in', 'appointments'], [{ name: 'Jane Citizen' }]);
    await resetKioskSession(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
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
    await resetKioskSession(queryClient);
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
  });
});
