import {
  errorReportDataCollection,
  scrubBreadcrumb,
  scrubErrorReport,
  scrubSpan,
} from '@rb/contracts/common/error-report-scrubber';
import * as Sentry from '@sentry/node';
import type { Env } from './env';

/**
 * Where the server's unhandled errors go (issue 43, decision 0058): a 500 and a failed background
 * job, each with the release, the environment and the request id or the job's name. Off (no client,
 * no network) without SENTRY_DSN; everything sent passes the shared scrubber first.
 */
export interface ErrorReporter {
  report(error: unknown, context: { requestId?: string; job?: string }): void;
  /** Waits until what was reported has been sent (at shutdown, or in a test). */
  flush(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export const noErrorReporter: ErrorReporter = {
  report() {},
  flush: async () => true,
  close: async () => {},
};

type ReportingEnv = Pick<Env, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'SENTRY_TRACES_SAMPLE_RATE' | 'NODE_ENV'>;

/** The web's DSN: its own, else the server's; undefined when error reporting is off. */
export const webDsn = (env: Pick<Env, 'SENTRY_DSN' | 'SENTRY_WEB_DSN'>) =>
  env.SENTRY_WEB_DSN ?? env.SENTRY_DSN;

/** What the web's SDK is started with (the public configuration); null loads no SDK. */
export function webErrorReporting(
  env: Pick<
    Env,
    'SENTRY_DSN' | 'SENTRY_WEB_DSN' | 'SENTRY_ENVIRONMENT' | 'SENTRY_TRACES_SAMPLE_RATE' | 'NODE_ENV'
  >,
) {
  const dsn = webDsn(env);
  return dsn
    ? { dsn, environment: reportingEnvironment(env), tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE }
    : null;
}

/** The environment reports carry: the configured one, else NODE_ENV (shared with the web's config). */
export const reportingEnvironment = (env: Pick<Env, 'SENTRY_ENVIRONMENT' | 'NODE_ENV'>) =>
  env.SENTRY_ENVIRONMENT ?? env.NODE_ENV;

function clientOptions(env: ReportingEnv, release: string) {
  return {
    dsn: env.SENTRY_DSN,
    release,
    environment: reportingEnvironment(env),
    tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
    // No user, cookies, headers, bodies, query strings or local variables are collected at all.
    dataCollection: errorReportDataCollection,
    beforeSend: <E extends object>(event: E) => scrubErrorReport(event),
    // Spans stream one by one in v11 (no transaction events): each passes the scrubber.
    beforeSendSpan: <S extends object>(span: S) => scrubSpan(span),
    beforeBreadcrumb: <B extends object>(breadcrumb: B) => scrubBreadcrumb(breadcrumb),
  };
}

function reporterOn(scope: Sentry.Scope, client: Sentry.NodeClient): ErrorReporter {
  return {
    report(error, context) {
      const reportScope = scope.clone();
      if (context.requestId) reportScope.setTag('request_id', context.requestId);
      if (context.job) reportScope.setTag('job', context.job);
      reportScope.captureException(error);
    },
    flush: (timeoutMs = 2000) => Promise.resolve(client.flush(timeoutMs)),
    close: async () => {
      await client.close(2000);
    },
  };
}

/**
 * The app's reporter on a client of its own, not the process's global one: tests build several apps
 * in one process, and one app's DSN must not leak into the next.
 */
export function createErrorReporter(env: ReportingEnv, release: string): ErrorReporter {
  if (!env.SENTRY_DSN) return noErrorReporter;
  const client = new Sentry.NodeClient({
    ...clientOptions(env, release),
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.nodeContextIntegration(),
    ],
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  return reporterOn(scope, client);
}

/**
 * The running server's reporter (server.ts, once, before the app is built): the global client, which
 * also reports uncaught exceptions and unhandled rejections and samples traces.
 */
export function startProcessErrorReporting(env: ReportingEnv, release: string): ErrorReporter {
  if (!env.SENTRY_DSN) return noErrorReporter;
  const client = Sentry.init(clientOptions(env, release));
  if (!client) return noErrorReporter;
  return reporterOn(Sentry.getCurrentScope(), client);
}
