import type { Role } from '@nestlane/shared';
import { type ApiRoutes, stubApi } from './api-stub';

/** Who is signed in, as Better Auth's session names them. */
export type SessionPerson = { id: string; name: string; email: string; image: null };

export const ADMIN_SESSION: SessionPerson = {
  id: 'admin-1',
  name: 'Farhana Akter',
  email: 'admin@nestlane.test',
  image: null,
};

export const AGENT_SESSION: SessionPerson = {
  id: 'agent-7',
  name: 'Nusrat Jahan',
  email: 'nusrat@nestlane.test',
  image: null,
};

export const BUYER_SESSION: SessionPerson = {
  id: 'user-3',
  name: 'Rafi Ahmed',
  email: 'rafi@nestlane.test',
  image: null,
};

/** An access token whose claims say it expires `secondsLeft` from now (negative: already expired). */
export function makeAccessToken(secondsLeft: number): string {
  const claims = { sub: 'user-3', exp: Math.floor(Date.now() / 1000) + secondsLeft };
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJFZERTQSJ9.${payload}.signature`;
}

/** The token the auth store receives on sign-in: valid for the next 15 minutes. */
export const FRESH_TOKEN = makeAccessToken(900);

/**
 * `person` signed in with `role`: the session, the access token and the profile are answered;
 * `routes` answer the page's own calls (and may replace any of these).
 */
export function stubSession(role: Role, person: SessionPerson, routes: ApiRoutes = {}) {
  return stubApi({
    '/api/auth/get-session': () => ({ session: { id: `s-${person.id}` }, user: person }),
    '/api/user/accessToken': () => ({ token: FRESH_TOKEN, expiresIn: 900 }),
    '/api/getuser': () => ({
      _id: person.id,
      name: person.name,
      email: person.email,
      photo: '',
      role,
      agentReq: false,
      creationDate: 'Tue Jan 02 2024',
    }),
    ...routes,
  });
}

export function stubAdmin(routes: ApiRoutes = {}) {
  return stubSession('admin', ADMIN_SESSION, routes);
}

export function stubAgent(routes: ApiRoutes = {}) {
  return stubSession('agent', AGENT_SESSION, routes);
}

/** A buyer: the role 'user'. */
export function stubBuyer(routes: ApiRoutes = {}) {
  return stubSession('user', BUYER_SESSION, routes);
}
