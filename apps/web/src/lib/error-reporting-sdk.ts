import {
  errorReportDataCollection,
  scrubBreadcrumb,
  scrubErrorReport,
  scrubSpan,
} from '@rb/contracts/common/error-report-scrubber';
import * as Sentry from '@sentry/react';

/** The configuration's error reporting and the build's version (decision 0058). */
export interface ErrorReportingSettings {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
  release: string;
}

/** An error to report, with the request id of the failed API call and the React component stack. */
export interface CapturedError {
  error: unknown;
  handled: boolean;
  requestId?: string;
  componentStack?: string;
}

/** The request id of a failed API call (`ApiError.problem.requestId`), read by shape: no import needed. */
function requestIdOf(error: unknown): string | undefined {
  const requestId = (error as { problem?: { requestId?: unknown } } | null)?.problem?.requestId;
  return typeof requestId === 'string' ? requestId : undefined;
}

/**
 * The lazily loaded half of error reporting: starts `@sentry/react` (its global handlers report
 * uncaught errors and unhandled rejections from now on) and answers how to report one error.
 */
export function startSdk(settings: ErrorReportingSettings): (captured: CapturedError) => void {
  Sentry.init({
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    tracesSampleRate: settings.tracesSampleRate,
    // Page loads and navigations are traced only when sampling is configured.
    integrations: (defaults) =>
      settings.tracesSampleRate > 0 ? [...defaults, Sentry.browserTracingIntegration()] : defaults,
    dataCollection: errorReportDataCollection,
    beforeSend(event, hint) {
      const requestId = requestIdOf(hint.originalException);
      if (requestId) event.tags = { ...event.tags, request_id: requestId };
      return scrubErrorReport(event);
    },
    // Spans stream one by one in v11 (no transaction events): each passes the scrubber.
    beforeSendSpan: (span) => scrubSpan(span),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return ({ error, handled, requestId, componentStack }) =>
    Sentry.withScope((scope) => {
      if (requestId) scope.setTag('request_id', requestId);
      if (componentStack) scope.setContext('react', { componentStack });
      Sentry.captureException(error, { mechanism: { handled, type: 'generic' } });
    });
}
