import type { Review } from '@nestlane/shared';
import { makeReview, stubApi } from '../../test/api-stub';

export const USER_SESSION = {
  id: 'user-3',
  name: 'Sadia Islam',
  email: 'sadia@nestlane.test',
  image: null,
};

/** A buyer (role user) signed in: session, token and profile answered; `routes` answer the page's calls. */
export function stubUser(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    '/api/auth/get-session': () => ({ session: { id: 's-user' }, user: USER_SESSION }),
    '/api/user/accessToken': () => ({ token: 'a.b.c', expiresIn: 900 }),
    '/api/getuser': () => ({
      _id: USER_SESSION.id,
      name: USER_SESSION.name,
      email: USER_SESSION.email,
      photo: '',
      role: 'user',
      agentReq: false,
      creationDate: 'Tue Jan 02 2024',
    }),
    ...routes,
  });
}

/** Review number `number`, with its own id, property title and text. */
export function makeNumberedReview(number: number, overrides: Partial<Review> = {}): Review {
  return makeReview({
    _id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    propertyTitle: `Listing ${number}`,
    review: `Review text ${number}`,
    ...overrides,
  });
}
