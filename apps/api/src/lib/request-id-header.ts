/** The header that carries a request's id both ways (plugins/request-id.ts, issue 14). */
export const REQUEST_ID_HEADER = 'x-request-id';
