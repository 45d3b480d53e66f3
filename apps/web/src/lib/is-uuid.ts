/**
 * The id format the API accepts (RFC 9562: versions 1–8, the nil and the max UUID), checked without
 * zod so a route loader can reject a malformed URL before fetching without first loading the schemas
 * chunk. The API still validates; anything that slips through answers 400, which is the not-found page too.
 */
const UUID_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
