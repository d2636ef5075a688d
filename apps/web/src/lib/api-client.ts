import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  fillPath,
  type Problem,
  problem as problemSchema,
} from '@rb/contracts';

/** A failed call: `problem.message` is the `message.*` key to show, translated. */
export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
    this.name = 'ApiError';
  }
  get status() {
    return this.problem.status;
  }
}

/** The `message.*` key of a failed call: the server's problem message, else `fallback`. */
export const problemMessage = (error: unknown, fallback = 'message.server_error_general'): string =>
  error instanceof ApiError ? error.problem.message : fallback;

/** The translation key for a 5xx answer (§8): per status, a general error from 505 up. */
export function serverErrorKey(status: number): string {
  if (status === 500) return 'message.server_error_500';
  if (status === 501) return 'message.server_error_501';
  if (status === 502) return 'message.server_error_502';
  if (status === 503) return 'message.server_error_503';
  if (status === 504) return 'message.server_error_504';
  return 'message.server_error_general';
}

type Listener = (error: ApiError, endpoint: Endpoint) => void;
const unauthorizedListeners = new Set<Listener>();

/** Called on every 401 except from the authenticated check itself (§6): the app logs out. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Staff and referrer calls carry the signed-in user's access token (`Authorization: Bearer`). */
export const isStaffPath = (path: string): boolean => path === '/api/admin' || path.startsWith('/api/admin/');

type BearerSource = () => Promise<string | null>;
let bearerSource: BearerSource | null = null;

/**
 * The staff sign-in (a lazy chunk) hands over how to get a current access token; until then, and
 * when nobody is signed in, staff calls go without one and the server answers 401.
 */
export function setBearerSource(source: BearerSource | null): void {
  bearerSource = source;
}

export interface CallOptions<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E> | FormData;
  signal?: AbortSignal;
  /** The authenticated check answers 401 as a normal "no" and must not trigger a logout. */
  skipUnauthorizedHandler?: boolean;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    // Some error answers arrive as a file (blob downloads); their text is still JSON (§7).
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  const parsed = problemSchema.safeParse(body);
  if (parsed.success && response.status < 500) return new ApiError(parsed.data);
  return new ApiError({
    status: response.status,
    title: response.statusText || 'Error',
    message: response.status >= 500 ? serverErrorKey(response.status) : 'message.bad_request',
    requestId: parsed.success ? parsed.data.requestId : undefined,
  });
}

/** Calls one endpoint of the contracts and checks the answer against its response schema. */
export async function call<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointResponse<E>> {
  const url =
    fillPath(endpoint.path, options.params as Record<string, string> | undefined) +
    queryString(options.query as Record<string, unknown> | undefined);
  const isForm = options.body instanceof FormData;
  const token = isStaffPath(endpoint.path) && bearerSource ? await bearerSource() : null;
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        accept: 'application/json, application/problem+json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError({ status: 0, title: 'Network error', message: 'message.network_error' });
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.status === 401 && !options.skipUnauthorizedHandler) {
      for (const listener of unauthorizedListeners) listener(error, endpoint);
    }
    throw error;
  }
  if (response.status === 204) return undefined as EndpointResponse<E>;
  const json: unknown = await response.json();
  const checked = endpoint.response.safeParse(json);
  if (!checked.success) {
    console.warn(
      `Answer of ${endpoint.method} ${endpoint.path} does not match its contract`,
      checked.error.issues,
    );
    return json as EndpointResponse<E>;
  }
  return checked.data as EndpointResponse<E>;
}
