import type { Property } from '@nestlane/shared';
import { jsonResponse, makeProperty, stubApi } from '../../test/api-stub';

export const AGENT_SESSION = {
  id: 'agent-7',
  name: 'Nusrat Jahan',
  email: 'nusrat@nestlane.test',
  image: null,
};

/** Where the stubbed POST /api/images says the picture went. */
export const UPLOADED_PICTURE = '/uploads/images/new-house-1.webp';

/** The agent signed in (session, token and profile answered); `routes` answer the page's own calls. */
export function stubAgent(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    '/api/auth/get-session': () => ({ session: { id: 's-agent' }, user: AGENT_SESSION }),
    '/api/user/accessToken': () => ({ token: 'a.b.c', expiresIn: 900 }),
    '/api/getuser': () => ({
      _id: AGENT_SESSION.id,
      name: AGENT_SESSION.name,
      email: AGENT_SESSION.email,
      photo: '',
      role: 'agent',
      agentReq: false,
      creationDate: 'Tue Jan 02 2024',
    }),
    '/api/images': () => ({ data: { display_url: UPLOADED_PICTURE } }),
    ...routes,
  });
}

/** One of the agent's own listings, with its own id and title. */
export function makeOwnListing(number: number, overrides: Partial<Property> = {}): Property {
  return makeProperty({
    _id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    propertyTitle: `Listing ${number}`,
    agentName: AGENT_SESSION.name,
    agentEmail: AGENT_SESSION.email,
    ...overrides,
  });
}

/** The API's refusal: `{statusCode, code, message}` with a person-readable message. */
export function refusal(status: number, message: string) {
  return jsonResponse({ statusCode: status, code: 'CONFLICT', message }, status);
}

type FetchCall = { method: string; path: string; search: string; body: RequestInit['body'] };

/** Every call the page made, with its method and body. */
export function listCalls(fetchMock: ReturnType<typeof stubApi>): FetchCall[] {
  // stubApi's mock declares only the URL parameter; fetch is called with the request options too.
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  return calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return { method: init?.method ?? 'GET', path: url.pathname, search: url.search, body: init?.body };
  });
}

/** The JSON body of the one call to `method path` (fails the test when there is not exactly one). */
export function readJsonBody(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown {
  const matching = listCalls(fetchMock).filter((call) => call.method === method && call.path === path);
  if (matching.length !== 1) throw new Error(`expected one ${method} ${path}, got ${matching.length}`);
  return JSON.parse(String(matching[0]?.body));
}
