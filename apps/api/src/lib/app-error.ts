/**
 * The one error type services throw. Its code decides the HTTP status; its message is
 * what the client shows, so it is the spec's string whenever the spec has one.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  /** A cookie write from a page whose origin is not trusted (decision 013). */
  UNTRUSTED_ORIGIN: 403,
  /** The account was marked as fraud: suspended (decision 013). */
  ACCOUNT_FLAGGED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  /** PostgreSQL cancelled a statement that ran past DATABASE_STATEMENT_TIMEOUT_MS (decision 023). */
  QUERY_TIMEOUT: 503,
  /** PostgreSQL cannot be reached or dropped the connection (decision 050). */
  DATABASE_UNAVAILABLE: 503,
  /** The picture bucket cannot be reached or failed to answer (decision 058). */
  STORAGE_UNAVAILABLE: 503,
  /** Searches hold their whole share of the database pool and none freed in time (decision 067). */
  SEARCH_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/** The code for a 4xx raised by Fastify or a plugin rather than by our services. */
export function findErrorCode(statusCode: number): ErrorCode {
  const match = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(
    ([code, status]) => status === statusCode && code !== 'VALIDATION_ERROR',
  );
  if (match) return match[0];
  return statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}

const CONTROL_CHARACTERS = 'must not contain control characters such as NUL';

/** Messages of the API's own errors that the spec does not word. */
export const API_MESSAGES = {
  propertyNotFound: 'Property not found',
  agentNotFound: 'Agent not found',
  routeNotFound: (method: string, url: string) => `No API route for ${method} ${url}`,
  fileNotFound: (url: string) => `No file at ${url}`,
  badUrl: 'The address is not valid',
  signInRequired: 'Please sign in first',
  notAllowed: 'You are not allowed to do this',
  internal: 'Something went wrong on our side. Please try again.',
  queryTimeout: 'This request took too long and was stopped. Please narrow the search or try again.',
  databaseUnavailable: 'The database is not answering right now. Please try again in a moment.',
  storageUnavailable: 'Picture storage is not answering right now. Please try again in a moment.',
  searchBusy: 'Many searches are running right now. Please try again in a moment.',
  /** Decision 044: one rule for every text field (plugins/control-characters.ts). */
  controlCharacters: CONTROL_CHARACTERS,
  controlCharactersIn: (field: string) => `${field} ${CONTROL_CHARACTERS}`,
} as const;
