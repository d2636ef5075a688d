/**
 * The one scrubber of error reports (issue 43, decision 0058): the server's and the web's Sentry SDKs
 * pass every event, transaction and breadcrumb through it before anything leaves, so no booking key,
 * imsec or viewer token, name, date of birth, email, phone number or query string reaches the
 * error-reporting service. Plain objects in and out (no Sentry types: contracts import only zod), so
 * both sides use it on the SDK's own shapes.
 */

export const FILTERED = '[Filtered]';

/**
 * What the v11 SDKs collect by default and we never send: user info, cookies, headers, bodies,
 * query parameters, database and queue data, local variables (the SDKs' `dataCollection` option).
 */
export const errorReportDataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
};

/** Path segments whose next segment is a booking key, slug or viewer token (routes.tsx, the spec's calls). */
const KEY_PARENTS = new Set([
  'a',
  'appointments',
  'pending',
  'br',
  'booking-requests',
  'booking_requests',
  'booking_keys',
  'booking_key',
  'unsubscribe',
  'patient_details',
  'callback_request',
  'call_centre_email',
  'slot_reservations',
  'results',
  'viewer',
  'doctor_search',
]);

/** A route's own word (`pending`, `result`, `check_in`): not a key. */
const WORD = /^[a-z]+(?:[_-][a-z]+)*$/;
/** A route pattern's placeholder (`:bookingKey`, `{bookingKey}`), or a staff table's numeric id. */
const PLACEHOLDER_OR_NUMBER = /^(?::\w+\??|\{\w+\}|\d{1,9})$/;
/** A built file (source maps need its name): `/assets/AppointmentPortalPage-DkC3aB1x.js:1:204`. */
const BUILT_FILE =
  /\.(?:m?js|cjs|css|map|tsx?|jsx|json|html?|wasm|png|svg|jpe?g|webp|gif|ico|woff2?)(?::\d+){0,2}$/;

const EMAIL = /[^\s@"'<>(),;:/]+(?:@|%40)[^\s@"'<>(),;:/]+\.[A-Za-z]{2,}/g;
/** DICOM UIDs (they name a patient's study) and IPv4 addresses. */
const DOTTED_ID = /\b\d+(?:\.\d+){3,}\b/g;
const DATE = /\b(?:\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})\b/g;
const PHONE = /(?<![\w.])\+?\d[\d ().-]{6,}\d(?![\w.])/g;
/** A run long enough to be a key (booking keys are 22+ base64url characters, viewer tokens longer). */
const LONG_RUN = /[A-Za-z0-9_-]{20,}/g;
/**
 * Identifier shapes a random key almost never has (lower words, CONSTANT_CASE, camelCase with short
 * acronyms): `getDefaultIntegrationsWithoutPerformance` stays readable, `Xq3_kP9...` does not.
 */
const IDENTIFIER =
  /^(?:[a-z]+(?:[_-][a-z]+)*|[A-Z]+(?:_[A-Z]+)*|[A-Za-z][a-z]+(?:[A-Z]{1,4}[a-z]{2,})*[A-Z]{0,4})$/;

/** Free text (an error message, a breadcrumb): emails, study ids, dates, phone numbers and keys go. */
function scrubPlain(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(DOTTED_ID, '[id]')
    .replace(DATE, '[date]')
    .replace(PHONE, '[phone]')
    .replace(LONG_RUN, (run) => (IDENTIFIER.test(run) ? run : '[key]'));
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function scrubSegment(segment: string, previous: string | undefined): string {
  if (segment === '' || PLACEHOLDER_OR_NUMBER.test(segment)) return segment;
  if (previous !== undefined && KEY_PARENTS.has(previous.toLowerCase()) && !WORD.test(segment))
    return '[key]';
  if (BUILT_FILE.test(segment)) return segment;
  const plain = decoded(segment);
  const scrubbed = scrubPlain(plain);
  return scrubbed === plain ? segment : scrubbed;
}

const URL_PARTS = /^([a-z][a-z0-9+.-]*:\/\/)?([^/?#]*@)?([^/?#]*)([^?#]*)/i;

/**
 * An address without its query string and fragment, its user info, and with every key segment
 * replaced: `/appointments/Xq3…/result?dateOfBirth=…` becomes `/appointments/[key]/result`.
 */
export function scrubUrl(url: string): string {
  const [, scheme = '', , host = '', path = ''] = URL_PARTS.exec(url) ?? [];
  // Without a scheme the "host" part is the first segment of a relative path.
  const origin = scheme ? `${scheme}${host}` : '';
  const segments = (scheme ? path : `${host}${path}`).split('/');
  const scrubbedPath = segments.map((segment, index) => scrubSegment(segment, segments[index - 1])).join('/');
  return origin + scrubbedPath;
}

/** An address inside text: `http://…`, `file:///…`, or a path starting at a slash. */
const URL_IN_TEXT = /((?:[a-z][a-z0-9+.-]*:\/\/|(?<![\w.:/%])\/)[^\s"'<>()]*)/gi;

/** Any text: the addresses in it as `scrubUrl`, the rest as free text. */
export function scrubText(text: string): string {
  return text
    .split(URL_IN_TEXT)
    .map((part, index) => (index % 2 === 1 ? scrubUrl(part) : scrubPlain(part)))
    .join('');
}

/** Values that are ours and carry nothing personal: ids of the event, its trace and the request. */
const KEPT_AS_IS = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'segment_id',
  'profile_id',
  'replay_id',
  'sid',
  'release',
  'environment',
  'dist',
  'platform',
  'level',
  'op',
  'origin',
  'status',
  'request_id',
  'timestamp',
  'start_timestamp',
  'sdk',
  'debug_meta',
  'modules',
]);

/** Keys whose values are patient data or secrets whatever they hold (compared without separators). */
const SENSITIVE_KEY =
  /(first|last|given|family|middle|sur|full|patient|user|display|doctor)name|birth|^dob$|email|phone|mobile|contact|address|medicare|password|passwd|secret|token|imsec|bookingkey|apikey|^key$|cookie|authorization|^otp|^code$|session|query|fragment|^search$|^arguments$|^vars$/;
/** Where a bare `name` is a browser's, an OS's or a runtime's (the SDKs' contexts), not a person's. */
const NAMED_THINGS = new Set([
  'os',
  'browser',
  'runtime',
  'device',
  'app',
  'culture',
  'cloud_resource',
  'client_os',
]);

function isSensitiveKey(key: string, parent: string | undefined): boolean {
  const compact = key.replace(/[^a-z]/gi, '').toLowerCase();
  if (SENSITIVE_KEY.test(compact)) return true;
  return compact === 'name' && !(parent !== undefined && NAMED_THINGS.has(parent));
}

function scrubValue(value: unknown, key: string | undefined): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, key));
  if (value !== null && typeof value === 'object') return scrubObject(value as Record<string, unknown>, key);
  return value;
}

function scrubObject(object: Record<string, unknown>, ownKey?: string): Record<string, unknown> {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined) continue;
    if (KEPT_AS_IS.has(key)) scrubbed[key] = value;
    else if (isSensitiveKey(key, ownKey)) scrubbed[key] = FILTERED;
    else scrubbed[key] = scrubValue(value, key);
  }
  return scrubbed;
}

/**
 * An error event or a transaction, scrubbed (a copy): no user, no request body, cookies, query or
 * environment; every string of the rest through `scrubText`, every sensitive key `[Filtered]`.
 */
export function scrubErrorReport<T extends object>(event: T): T {
  const {
    user: _user,
    request,
    breadcrumbs,
    ...rest
  } = event as Record<string, unknown> & {
    request?: { url?: unknown; method?: unknown; headers?: unknown };
    breadcrumbs?: unknown;
  };
  const scrubbed = scrubObject(rest);
  if (request) {
    scrubbed.request = scrubObject({ url: request.url, method: request.method, headers: request.headers });
  }
  if (Array.isArray(breadcrumbs)) scrubbed.breadcrumbs = breadcrumbs.map((crumb) => scrubBreadcrumb(crumb));
  return scrubbed as T;
}

/**
 * A span as the v11 SDKs stream it (`beforeSendSpan`: `name`, `attributes`, ids), scrubbed: its name
 * (`GET /api/secured/results/Xq3…`) as text, its attributes (`url.full`, `http.query`…) as data.
 */
export function scrubSpan<T extends object>(span: T): T {
  const { name, attributes, links, ...rest } = span as Record<string, unknown>;
  const scrubbed = scrubObject(rest);
  if (typeof name === 'string') scrubbed.name = scrubText(name);
  if (attributes !== undefined) scrubbed.attributes = scrubValue(attributes, 'attributes');
  if (links !== undefined) scrubbed.links = scrubValue(links, 'links');
  return scrubbed as T;
}

/** A breadcrumb (fetch, navigation, console, click), scrubbed: its addresses, message and data. */
export function scrubBreadcrumb<T extends object>(breadcrumb: T): T {
  return scrubObject(breadcrumb as Record<string, unknown>) as T;
}
