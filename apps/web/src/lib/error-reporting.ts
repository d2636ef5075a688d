import type { CapturedError, ErrorReportingSettings } from './error-reporting-sdk';

/**
 * Error reporting's small half, in the entry (decision 0058): the SDK itself (`error-reporting-sdk`)
 * is fetched after the page has painted and only when a DSN is configured. Until it arrives the
 * errors are kept here, a few at most, and sent when it loads; without a DSN they are dropped.
 */
const QUEUE_LIMIT = 20;
let queue: CapturedError[] | null = [];
let send: ((captured: CapturedError) => void) | null = null;

function keep(captured: CapturedError) {
  if (send) send(captured);
  else if (queue && queue.length < QUEUE_LIMIT) queue.push(captured);
}

/** Reports an error the app caught (a page that failed to render, a start-up that failed). */
export function reportError(error: unknown, context: { requestId?: string; componentStack?: string } = {}) {
  keep({ error, handled: true, ...context });
}

const onError = (event: ErrorEvent) => keep({ error: event.error ?? event.message, handled: false });
const onRejection = (event: PromiseRejectionEvent) => keep({ error: event.reason, handled: false });

function stopListening() {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
}

/** First thing at start-up: uncaught errors and rejections before the SDK loads are kept for it. */
export function captureEarlyErrors() {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}

/** After the page's load, when the browser is idle: the SDK never competes with the first paint. */
function afterFirstPaint(run: () => void) {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Once the configuration is known: loads the SDK when it names a DSN, else forgets every error. */
export function startErrorReporting(settings: ErrorReportingSettings | null) {
  if (!settings) {
    stopListening();
    queue = null;
    return;
  }
  afterFirstPaint(() => {
    import('./error-reporting-sdk').then(
      (sdk) => {
        send = sdk.startSdk(settings);
        // The SDK's own handlers report uncaught errors from now on.
        stopListening();
        for (const captured of queue ?? []) send(captured);
        queue = null;
      },
      // The chunk did not arrive (offline, a new deployment): the page works on without reporting.
      () => {
        stopListening();
        queue = null;
      },
    );
  });
}
