// ApiError carries what a screen needs to react to a failed call: show the server's message
// in place ('refused'), send the user to sign in ('unauthorized'), or offer a retry
// ('network' and 'server': the request may succeed when tried again).
export type ApiErrorKind = 'refused' | 'unauthorized' | 'network' | 'server';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** The whole answer body, for calls whose refusals carry extra fields (login_chance). */
  readonly body: Record<string, unknown>;

  constructor(kind: ApiErrorKind, message: string, status = 0, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }

  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
