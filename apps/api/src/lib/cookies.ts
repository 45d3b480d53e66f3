/** Reading and writing the API's own small cookies (the session cookie is Better Auth's business). */

/** The value of cookie `name` in a Cookie header, or null. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** A Set-Cookie value only the API reads: HttpOnly, SameSite=Lax, Secure over https. */
export function serializeCookie(
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number; isSecure: boolean },
): string {
  const secure = options.isSecure ? '; Secure' : '';
  return `${name}=${value}; Path=${options.path}; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
