import type { ApiErrorBody } from '#domain/platform/api/platform.ts';
import {
  fillPath,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResult,
  type InputIsOptional,
} from '#domain/platform/endpoint.ts';

/**
 * The one HTTP client of the web app: `api.call(endpoint, { params, query, body })` with an endpoint
 * declared in domain/<context>/endpoints/, whose argument and result types come from that declaration. In the
 * browser build an endpoint is only its method and path (web/vite/endpoints-for-browser.ts): the
 * server validates, so the browser does not ship zod. Every non-2xx answer becomes an ApiError
 * carrying the server's `{ error: { code, message } }`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Bad input: what to fix, by field name (`{ firstName: 'First name is required' }`), for a form to show beside its fields. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, unknown>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send no bearer token (e.g. to the identity provider's own sign-in endpoints). */
  anonymous?: boolean;
}

/** How a call is made, beside its input. */
interface CallOptions {
  signal?: AbortSignal;
  /** Send no bearer token (e.g. to the identity provider's own sign-in endpoints). */
  anonymous?: boolean;
}

/**
 * Supplies a bearer token for calls that need one (set by the identity feature); `fresh` asks the
 * provider for a new one instead of the remembered one.
 */
type AccessTokenProvider = (options?: { fresh?: boolean }) => Promise<string | undefined>;
let accessTokenProvider: AccessTokenProvider | null = null;
export function setAccessTokenProvider(provider: AccessTokenProvider | null): void {
  accessTokenProvider = provider;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // A Blob (a file the back office uploads) goes as it is, with its own type; anything else as JSON.
  const raw = typeof Blob !== 'undefined' && options.body instanceof Blob;
  if (options.body !== undefined) headers['content-type'] = raw ? (options.body as Blob).type || 'application/octet-stream' : 'application/json';
  const bearer = accessTokenProvider && !options.anonymous && !headers.authorization ? accessTokenProvider : null;
  const token = bearer ? await bearer().catch(() => undefined) : undefined;
  if (token) headers.authorization = `Bearer ${token}`;

  const send = async () => {
    try {
      return await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : raw ? (options.body as Blob) : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, 'network_error', 'Cannot reach the server. Check your connection and try again.');
    }
  };
  let response = await send();
  if (response.status === 401 && bearer && token) {
    // The server ended this token before its expiry (a role removed, the password changed elsewhere;
    // docs/decisions/034-session-revocation.md): renew once and try again. A 401 happens before any
    // work, so sending again is safe; a session that ended for good renews nothing and keeps the 401.
    const renewed = await bearer({ fresh: true }).catch(() => undefined);
    if (renewed && renewed !== token) {
      headers.authorization = `Bearer ${renewed}`;
      response = await send();
    }
  }

  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const err = (data as ApiErrorBody | undefined)?.error;
    throw new ApiError(response.status, err?.code ?? 'http_error', err?.message ?? `${response.status} ${response.statusText}`, err?.fields ?? {});
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type CallArguments<E extends AnyEndpoint> = InputIsOptional<E> extends true
  ? [input?: EndpointInput<E>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

export const api = {
  /** Calls a declared endpoint: fills its path, sends its query and JSON body, and types the answer. */
  call<E extends AnyEndpoint>(endpoint: E, ...[input, options]: CallArguments<E>): Promise<EndpointResult<E>> {
    const { params, query, headers, body } = (input ?? {}) as { params?: Record<string, string>; query?: Query; headers?: Record<string, string>; body?: unknown };
    return request<EndpointResult<E>>(endpoint.method, fillPath(endpoint.path, params), { query, headers, body, ...options });
  },
};
