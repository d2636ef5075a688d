// Deep imports without zod: the web calls the API through routes, without the endpoints' schemas,
// which the server enforces on both sides of every call (issue 16, decision 0034).
import {
  type Endpoint,
  type EndpointBody,
  type EndpointOf,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type EndpointRoute,
  fillPath,
} from '@rb/contracts/common/endpoint';
import type { Problem } from '@rb/contracts/common/problem';
import { takeEarlyJson } from './early-fetch';
import { saveFile } from './save-file';

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

type Listener = (error: ApiError, route: EndpointRoute) => void;
const unauthorizedListeners = new Set<Listener>();

/** Called on every 401 except from the authenticated check itself (§6): the app logs out. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Referrer calls outside /api/admin (§7): the direct viewer link and feedback by accession number. */
const signedInPaths = new Set(['/api/image_viewer/direct', '/api/image_viewer_link/questionnaires']);

/** Staff and referrer calls carry the signed-in user's access token (`Authorization: Bearer`). */
export const isStaffPath = (path: string): boolean =>
  path === '/api/admin' || path.startsWith('/api/admin/') || signedInPaths.has(path);

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

/**
 * The shape of a problem answer, checked by hand rather than with the contract's schema, which
 * would bring zod into the entry chunk. Optional fields are dropped when they have the wrong type.
 */
function asProblem(body: unknown): Problem | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = body as Record<string, unknown>;
  if (!Number.isInteger(value.status) || typeof value.title !== 'string' || typeof value.message !== 'string')
    return undefined;
  const optional = <T>(key: string, ok: (v: unknown) => boolean) =>
    ok(value[key]) ? (value[key] as T) : undefined;
  const isRecord = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  const problem: Problem = {
    status: value.status as number,
    title: value.title,
    message: value.message,
    type: optional<string>('type', (v) => typeof v === 'string'),
    params: optional<Problem['params']>('params', isRecord),
    errors: optional<Problem['errors']>('errors', (v) => Array.isArray(v) && v.every(isFieldError)),
    requestId: optional<string>('requestId', (v) => typeof v === 'string'),
  };
  for (const key of Object.keys(problem) as (keyof Problem)[])
    if (problem[key] === undefined) delete problem[key];
  return problem;
}

function isFieldError(v: unknown): boolean {
  const e = v as Record<string, unknown> | null;
  return typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string';
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    // Some error answers arrive as a file (blob downloads); their text is still JSON (§7).
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  const parsed = asProblem(body);
  if (parsed && response.status < 500) return new ApiError(parsed);
  return new ApiError({
    status: response.status,
    title: response.statusText || 'Error',
    message: response.status >= 500 ? serverErrorKey(response.status) : 'message.bad_request',
    requestId: parsed?.requestId,
  });
}

/**
 * GET of a JSON document the start-up needs (configuration, texts) without its contract's schema,
 * so the entry chunk stays free of zod; failures are ApiErrors as with `call`.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      signal,
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError({ status: 0, title: 'Network error', message: 'message.network_error' });
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

/**
 * Calls one endpoint through its route. The answer is not checked here: the server serialises it
 * through the endpoint's response schema, and the route carries that schema's type.
 */
export async function call<R extends EndpointRoute>(
  route: R,
  options: CallOptions<EndpointOf<R>> = {},
): Promise<EndpointResponse<EndpointOf<R>>> {
  const url =
    fillPath(route.path, options.params as Record<string, string> | undefined) +
    queryString(options.query as Record<string, unknown> | undefined);
  // The entry module may have asked already (contracts' earlyStartOf): that answer, once.
  if (route.method === 'GET') {
    const early = await takeEarlyJson(url);
    if (early !== null) return early as EndpointResponse<EndpointOf<R>>;
  }
  const isForm = options.body instanceof FormData;
  const token = isStaffPath(route.path) && bearerSource ? await bearerSource() : null;
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
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
      for (const listener of unauthorizedListeners) listener(error, route);
    }
    throw error;
  }
  if (response.status === 204) return undefined as EndpointResponse<EndpointOf<R>>;
  return (await response.json()) as EndpointResponse<EndpointOf<R>>;
}

/**
 * A file answer (a CSV export) of one endpoint, fetched with the staff token and handed to the
 * browser as a download under the server's file name: a plain link cannot carry the token.
 */
export async function download<R extends EndpointRoute>(
  route: R,
  options: CallOptions<EndpointOf<R>>,
  fallbackName: string,
): Promise<void> {
  const url =
    fillPath(route.path, options.params as Record<string, string> | undefined) +
    queryString(options.query as Record<string, unknown> | undefined);
  const token = isStaffPath(route.path) && bearerSource ? await bearerSource() : null;
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      signal: options.signal,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError({ status: 0, title: 'Network error', message: 'message.network_error' });
  }
  if (!response.ok) throw await toApiError(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveFile(await response.blob(), name ?? fallbackName);
}
