import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ConfigProvider } from '../features/config/api/config-context';
import { testConfig } from './support';

/** Texts render as their keys, so tests assert on keys and stay independent of wording. */
async function keyI18n() {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng: 'en-AU', resources: {}, keySeparator: false, nsSeparator: false });
  return instance;
}

export async function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const i18n = await keyI18n();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // biome-ignore lint/correctness/noComponentHookFactories: one wrapper per render call; rerender reuses it, so state survives.
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ConfigProvider config={testConfig()}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </QueryClientProvider>
        </I18nextProvider>
      </ConfigProvider>
    );
  }
  // As a wrapper, rerender keeps the providers (and the query cache).
  return render(ui, { wrapper: Providers });
}

/** A fetch answering JSON by path; unknown paths answer 404 problem+json. */
export function fakeFetch(routes: Record<string, (init?: RequestInit) => { status: number; body: unknown }>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const { status, body } = handler
      ? handler(init)
      : { status: 404, body: { status: 404, title: 'Not Found', message: 'message.not_found' } };
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  };
}
