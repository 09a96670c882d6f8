import { INSUFFICIENT_PERMISSION_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@voterroll/contract/policies';
import type { z } from 'zod';
import { readStoredUser } from './stored-user';

/**
 * What can go wrong with a call, as the pages need to tell it apart (spec 1 section 8):
 * 401 sends the visitor to login, 403 to /error403, 429 is a message in the page, the rest /error.
 */
export type ApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'bad-request'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'bad-response';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    /** The server's id of a failed request (500): a person quotes it, the log holds the rest. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const kindOfStatus = (status: number): ApiErrorKind => {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'bad-request';
};

const defaultMessages: Record<ApiErrorKind, string> = {
  unauthorized: SESSION_EXPIRED_MESSAGE,
  forbidden: INSUFFICIENT_PERMISSION_MESSAGE,
  'not-found': 'Not found.',
  'bad-request': 'The request was not accepted.',
  'rate-limited': 'Too many requests. Please wait a minute and try again.',
  server: 'There was an error processing your request. Please try again later.',
  network: 'The server could not be reached. Please check your connection and try again.',
  'bad-response': 'The server sent an answer this page does not understand.',
};

async function bodyOf(response: Response): Promise<{ message?: unknown; request_id?: unknown }> {
  try {
    return ((await response.json()) as object | null) ?? {};
  } catch {
    return {};
  }
}

/**
 * The error a failed answer stands for. A 5xx body's message is not shown (the server logs it; the
 * visitor gets the catalogue's words), but its request id is kept: the 500 page shows it.
 */
export async function errorOfResponse(response: Response): Promise<ApiError> {
  const kind = kindOfStatus(response.status);
  const body = await bodyOf(response);
  if (kind === 'server') {
    const id = typeof body.request_id === 'string' ? body.request_id : response.headers.get('x-request-id');
    return new ApiError(kind, response.status, defaultMessages.server, id ?? undefined);
  }
  const message = typeof body.message === 'string' ? body.message : defaultMessages[kind];
  return new ApiError(kind, response.status, message);
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Sends a call with the stored user's token in `x-access-token` (spec 1 section 6; public reads
 * work without it) and answers the response when it is a success, else throws its ApiError.
 */
async function send(path: string, options: CallOptions, accept?: string): Promise<Response> {
  const headers: Record<string, string> = accept ? { accept } : {};
  const token = readStoredUser()?.accessToken;
  if (token) headers['x-access-token'] = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError('network', 0, defaultMessages.network);
  }
  if (!response.ok) throw await errorOfResponse(response);
  return response;
}

/** Calls the API and checks the answer against the contract's schema. */
export async function apiCall<S extends z.ZodType>(
  path: string,
  schema: S,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  const response = await send(path, options, 'application/json');
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error);
    throw new ApiError('bad-response', response.status, defaultMessages['bad-response']);
  }
  return parsed.data;
}

export const apiGet = <S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) =>
  apiCall(path, schema, signal ? { signal } : {});

export const apiPost = <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
  apiCall(path, schema, { method: 'POST', body });

/** A call whose answer is a file (a download, a scan): the calls' token and errors, the body as a Blob. */
export const apiFile = async (path: string, options: CallOptions = {}): Promise<Blob> =>
  (await send(path, options)).blob();

/** The words to show for any error a call raised. */
export const errorText = (e: unknown): string => (e instanceof ApiError ? e.message : defaultMessages.server);

/** A path segment from a value a person chose or typed. */
export const segment = (value: string) => encodeURIComponent(value);
