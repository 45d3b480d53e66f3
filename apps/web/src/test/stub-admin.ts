import { stubApi } from './api-stub';

export const ADMIN_SESSION = {
  id: 'admin-1',
  name: 'Farhana Akter',
  email: 'admin@nestlane.test',
  image: null,
};

/** The admin signed in (session, token and profile answered); `routes` answer the page's own calls. */
export function stubAdmin(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    '/api/auth/get-session': () => ({ session: { id: 's-admin' }, user: ADMIN_SESSION }),
    '/api/user/accessToken': () => ({ token: 'a.b.c', expiresIn: 900 }),
    '/api/getuser': () => ({
      _id: ADMIN_SESSION.id,
      name: ADMIN_SESSION.name,
      email: ADMIN_SESSION.email,
      photo: '',
      role: 'admin',
      agentReq: false,
      creationDate: 'Tue Jan 02 2024',
    }),
    ...routes,
  });
}

/** The calls the page made, as 'METHOD /path?query'. */
export function describeCalls(fetchMock: ReturnType<typeof stubApi>): string[] {
  // stubApi's mock declares only the URL parameter; fetch is called with the request options too.
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  return calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
}
