/**
 * Password hashing for API tests that build the app in this process: scrypt at N = 1024, r = 8 instead of
 * Better Auth's N = 16384, r = 16, a 32nd of the work. The tier signs up and signs in about 500 times; at
 * Better Auth's cost that was about 170 ms of CPU each, a tenth of the tier's CPU, and nothing the tests
 * check depends on the cost. A hash it makes carries its own prefix; any other (the demo seed's, made with
 * Better Auth's `hashPassword`) is checked by Better Auth's own `verifyPassword`.
 *
 * Better Auth's own hashing stays covered: auth.test.ts builds an app without this and checks the stored
 * hash with Better Auth's functions, and every server the tests start in its own process (main.ts, the
 * end-to-end tier) uses it.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../../src/auth/create-auth';

const PREFIX = 'test-scrypt-1024-8:';
const KEY_LENGTH = 64;
const derive = promisify(scrypt) as (
  password: string,
  salt: string,
  keyLength: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return derive(password.normalize('NFKC'), salt, KEY_LENGTH, { N: 1024, r: 8, p: 1 });
}

export const testPasswordHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}${salt}:${(await deriveKey(password, salt)).toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt = '', key = ''] = hash.slice(PREFIX.length).split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = await deriveKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
