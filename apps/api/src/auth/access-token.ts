/**
 * Access tokens (spec §3/§4/§7): short-lived EdDSA JWTs signed by Better Auth's JWT plugin
 * with the keys in the `jwks` table, verified here with jose. A token names its user
 * (`sub`) and the session it was issued to (`sid`); it carries no role, because every
 * request reads the current role from the database.
 */
import { eq } from 'drizzle-orm';
import { type CryptoKey, importJWK, type JWTHeaderParameters, jwtVerify } from 'jose';
import type { Database } from '../db/client';
import { jwks } from '../db/schema';

/** Short enough that a stolen token is soon useless; the browser refreshes it while its session lives. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
export const ACCESS_TOKEN_ALGORITHM = 'EdDSA';
/** Clocks of several API instances may drift a little apart. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** Better Auth keeps serving a rotated key for this long (its default grace period). */
const KEY_GRACE_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

export type AccessTokenClaims = { sub: string; email: string; sid: string };

/** What the JWT plugin signs, whichever endpoint issues the token. */
export function buildAccessTokenClaims(session: {
  user: { id: string; email: string };
  session: { id: string };
}): AccessTokenClaims {
  return { sub: session.user.id, email: session.user.email, sid: session.session.id };
}

type CachedKey = { key: CryptoKey | Uint8Array; usableUntil: number };

export type AccessTokenVerifier = {
  /** The token's claims when its signature, issuer, audience and lifetime are right; otherwise null. */
  verifyAccessToken: (token: string) => Promise<AccessTokenClaims | null>;
};

/**
 * Public keys are read from the `jwks` table (no HTTP round trip to our own /jwks) and
 * cached by key id; a key id not yet cached costs one primary-key lookup, so a key
 * created after start-up (or by another instance) is found on its first use.
 */
export function createAccessTokenVerifier(db: Database, issuer: string): AccessTokenVerifier {
  const cache = new Map<string, CachedKey>();

  async function loadKey(kid: string): Promise<CachedKey | null> {
    const [row] = await db.select().from(jwks).where(eq(jwks.id, kid));
    if (!row) return null;
    const algorithm = row.alg ?? ACCESS_TOKEN_ALGORITHM;
    if (algorithm !== ACCESS_TOKEN_ALGORITHM) return null;
    const key = await importJWK(JSON.parse(row.publicKey), algorithm);
    const usableUntil = row.expiresAt
      ? row.expiresAt.getTime() + KEY_GRACE_PERIOD_MS
      : Number.POSITIVE_INFINITY;
    return { key, usableUntil };
  }

  async function findKey(header: JWTHeaderParameters): Promise<CryptoKey | Uint8Array> {
    const kid = header.kid;
    if (!kid || kid.length > 200) throw new Error('access token without a usable key id');
    let cached = cache.get(kid);
    if (!cached) {
      const loaded = await loadKey(kid);
      if (!loaded) throw new Error('access token signed by an unknown key');
      cache.set(kid, loaded);
      cached = loaded;
    }
    if (cached.usableUntil < Date.now()) throw new Error('access token signed by a retired key');
    return cached.key;
  }

  async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, findKey, {
        issuer,
        audience: issuer,
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      const { sub, email, sid } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string') return null;
      return { sub, sid, email: typeof email === 'string' ? email : '' };
    } catch {
      // Malformed, tampered, expired or signed by a key we do not hold: all mean "not signed in".
      return null;
    }
  }

  return { verifyAccessToken };
}
