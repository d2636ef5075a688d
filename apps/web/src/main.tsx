import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { startPageEarly } from './app/early-starts';
import { bannerView } from './app/layout/banner-rules';
import { rememberBootHeaderImage } from './app/layout/boot-header-image';
import { customFooterHtml } from './app/layout/navigation';
import { preloadPages } from './app/lazy-page';
import { RouteTable } from './app/RouteTable';
import { routes } from './app/routes';
import { StartupError } from './app/StartupError';
import { applyTheme } from './app/theme';
import { ConfigProvider } from './features/config/api/config-context';
import { getConfig } from './features/config/api/get-config';
import { registerUnauthorizedLogout } from './features/patient-auth/api/unauthorized-logout';
import { captureEarlyErrors, reportError, startErrorReporting } from './lib/error-reporting';
import { chosenLocale, createI18n } from './lib/i18n';
import { loadSanitizer } from './lib/sanitizer-loader';
import { initialTextsLocale } from './lib/translation-source';
import './app/styles.css';
import './app/target-size.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// Before anything can fail: errors until the error-reporting SDK loads are kept for it.
captureEarlyErrors();
startPageEarly(window.location);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Start-up: configuration, then translations in the configured locale, then the router. */
async function start() {
  // Before the first render replaces the server's shell, whose header image may be inlined.
  rememberBootHeaderImage();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The page's chunks (preloaded by the HTML) load beside the configuration and the texts.
  const pagesLoaded = preloadPages(routes, window.location.pathname);
  try {
    const config = await getConfig();
    // The SDK loads after the page painted, and only with a configured DSN (decision 0058).
    startErrorReporting(config.errorReporting && { ...config.errorReporting, release: config.version });
    applyTheme(config.theme);
    document.title = config.application.metaTitle;
    // A banner or custom footer is configured HTML: its sanitiser comes first, so the shell does not
    // grow under the reader when it arrives (layout shift). Without them it stays out of the load.
    const sanitizer = bannerView(config) || customFooterHtml(config) ? loadSanitizer() : undefined;
    // The locale the visitor chose in this browser, else the one of the texts the page carries (the
    // server's choice: the locale cookie, which outlives a cleared storage, else jsLocale).
    const locale = chosenLocale() ?? initialTextsLocale() ?? config.application.jsLocale;
    const [i18n] = await Promise.all([createI18n(locale), sanitizer]);
    // Any 401 (except the authenticated check itself) signs the client out, on every page (§6).
    registerUnauthorizedLogout(queryClient);
    // Start-up in pieces the browser can interleave with input: the texts' set-up and the router's
    // first match each take tens of ms on a slow phone, and the first render is a transition, so
    // React yields every few ms instead of holding the main thread (Total Blocking Time).
    await Promise.all([pagesLoaded, nextTask()]);
    startTransition(() =>
      root.render(
        <StrictMode>
          <ConfigProvider config={config}>
            <I18nextProvider i18n={i18n}>
              <QueryClientProvider client={queryClient}>
                <BrowserRouter>
                  <RouteTable routes={routes} />
                </BrowserRouter>
              </QueryClientProvider>
            </I18nextProvider>
          </ConfigProvider>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error('Start-up failed', error);
    reportError(error);
    root.render(<StartupError />);
  }
}

// The server painted a shell into the HTML: let the browser show it before the app's start-up work
// takes the main thread (on a slow phone that work can take a second; the shell is on screen meanwhile).
// Frames that never paint (a background tab, the hidden sign-in frame) start on the timer instead.
let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  void start();
};
if (document.getElementById('root')?.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(startOnce));
  setTimeout(startOnce, 50);
} else startOnce();
