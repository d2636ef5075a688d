import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { StartupError } from './app/StartupError';
import { applyTheme } from './app/theme';
import { ConfigProvider } from './features/config/api/config-context';
import { getConfig } from './features/config/api/get-config';
import { registerUnauthorizedLogout } from './features/patient-auth/api/session-query';
import { chosenLocale, createI18n } from './lib/i18n';
import './app/styles.css';
import './app/target-size.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** Start-up: configuration, then translations in the configured locale, then the router. */
async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await getConfig();
    applyTheme(config.theme);
    document.title = config.application.metaTitle;
    // The configured locale (jsLocale) unless the visitor chose another one in this browser.
    const i18n = await createI18n(chosenLocale() ?? config.application.jsLocale);
    // Any 401 (except the authenticated check itself) signs the client out, on every page (§6).
    registerUnauthorizedLogout(queryClient);
    const router = createBrowserRouter(routes);
    root.render(
      <StrictMode>
        <ConfigProvider config={config}>
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </I18nextProvider>
        </ConfigProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(<StartupError />);
  }
}

void start();
