import type { ManagedUser, Role } from '@nestlane/shared';
import { stubApi } from '../../test/api-stub';

export const ADMIN_SESSION = {
  id: 'admin-1',
  name: 'Farhana Akter',
  email: 'admin@nestlane.test',
  image: null,
};

export function makePerson(id: string, name: string, role: Role, agentReq = false): ManagedUser {
  return {
    _id: id,
    name,
    email: `${id}@example.com`,
    photo: '',
    role,
    agentReq,
    creationDate: 'Tue Jan 02 2024',
  };
}

/** The admin signed in (profile and token answered); `routes` answer the page's own calls. */
export function stubAdmin(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    '/api/auth/get-session': () => ({ session: { id: 's-admin' }, user: ADMIN_SESSION }),
    '/api/user/accessToken': () => ({ token: 'a.b.c', expiresIn: 900 }),
    '/api/getuser': () => ({
      ...makePerson(ADMIN_SESSION.id, ADMIN_SESSION.name, 'admin'),
      email: ADMIN_SESSION.email,
    }),
    ...routes,
  });
}

/** The calls the page made after sign-in, as 'METHOD /path?query'. */
export function describeCalls(fetchMock: ReturnType<typeof stubApi>): string[] {
  // stubApi's mock declares only the URL parameter; fetch is called with the request options too.
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  return calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
}
