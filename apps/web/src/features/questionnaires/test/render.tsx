import type { PublicConfig } from '@rb/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ConfigProvider } from '../../config/api/config-context';

/** Texts render as their keys, so tests assert on keys and stay independent of wording. */
export async function renderQuestionnaireUi(ui: ReactNode, path = '/booking') {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en-AU', resources: {}, keySeparator: false, nsSeparator: false });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const config = { application: { questionnaireCss: '' } } as unknown as PublicConfig;
  return render(
    <ConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/booking" element={ui} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </ConfigProvider>,
  );
}

/** A fetch answering JSON by method and path, recording what was asked. */
export function fakeFetch(routes: Record<string, (url: URL, init?: RequestInit) => unknown>) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const name = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(`${name}${url.search}`);
    const handler = routes[name];
    if (!handler) {
      return new Response(JSON.stringify({ status: 404, title: 'Not Found', message: 'message.not_found' }), {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      });
    }
    const answer = handler(url, init);
    // A handler may answer a whole Response (e.g. a problem+json error).
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}

export const testBookingKey = 'k'.repeat(22);

/** A questionnaire as the server lists it; name what the test is about. */
export const testQuestionnaire = (q: { id: number; type: string; title: string }) => ({
  modalSize: 'md',
  showClosingConfirmation: false,
  general: true,
  examSlugs: [],
  modalityIds: [],
  version: 1,
  definition: { elements: [{ type: 'boolean', name: 'a' }] },
  ...q,
});

/** A handler answering GET /api/questionnaires with these questionnaires and no answers yet. */
export const questionnaireList =
  (questionnaires: unknown[], bookingKey = testBookingKey) =>
  () => ({ questionnaires, bookingKey, examQuestionnaireAnswers: [], allQuestionnaireAnswers: [] });
