import type { ApiErrorBody } from '#domain/api.ts';

/**
 * The one HTTP client of the web app. Request and response types come from domain/api.ts (types
 * only: the server validates, so the browser does not ship zod). Every non-2xx answer becomes an
 * ApiError carrying the server's `{ error: { code, message } }`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send no bearer token (e.g. to the identity provider's own sign-in endpoints). */
  anonymous?: boolean;
}

/** Supplies a bearer token for calls that need one (set by the identity feature). */
let accessTokenProvider: (() => Promise<string | undefined>) | null = null;
export function setAccessTokenProvider(provider: (() => Promise<string | undefined>) | null): void {
  accessTokenProvider = provider;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = accessTokenProvider && !options.anonymous ? await accessTokenProvider().catch(() => undefined) : undefined;
  if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Cannot reach the server. Check your connection and try again.');
  }

  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const err = (data as ApiErrorBody | undefined)?.error;
    throw new ApiError(response.status, err?.code ?? 'http_error', err?.message ?? `${response.status} ${response.statusText}`);
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

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
