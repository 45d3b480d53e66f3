/**
 * Agent requests and the admin's management of people, through HTTP with real sessions:
 * every call for a visitor, a user, an agent, a fraud user and an admin, and the database
 * left untouched by every refusal.
 */
import { IDENTITY_MESSAGES, MESSAGES, type Role } from '@nestlane/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  agentRequests,
  offers,
  properties,
  reviews,
  session,
  user,
  wishlistItems,
} from '../src/db/schema';
import { callAs, signUpAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createReview, createUser, findUserRow, type TestUser } from './helpers/factory';

let testApp: TestApp;
const links = {
  twitter: 'https://twitter.com/rahim',
  facebook: 'https://facebook.com/rahim',
  linkedin: 'https://linkedin.com/in/rahim',
  whatsapp: '+8801712345678',
};

type Person = { row: TestUser; cookie: string };

function db() {
  return testApp.app.db;
}

/** Signs up through Better Auth (a real session cookie), then gives the account its role. */
async function signUpAs(role: Role, fields: { agentReq?: boolean; name?: string } = {}): Promise<Person> {
  const signedUp = await signUpAccount(testApp, { role, name: fields.name ?? `A ${role}` });
  if (fields.agentReq) await db().update(user).set({ agentReq: true }).where(eq(user.id, signedUp.id));
  return { row: await findUserRow(db(), signedUp.id), cookie: signedUp.cookie };
}

function call(
  method: 'GET' | 'PATCH' | 'DELETE',
  url: string,
  caller?: Person,
  payload?: Record<string, unknown>,
) {
  return callAs(testApp, caller, method, url, payload);
}

/** Everything these calls could change, to prove a refusal changed nothing. */
async function snapshotPeople() {
  return {
    users: await db()
      .select({ id: user.id, role: user.role, agentReq: user.agentReq })
      .from(user)
      .orderBy(asc(user.id)),
    requests: await db().select().from(agentRequests).orderBy(asc(agentRequests.userId)),
    properties: await db()
      .select({ id: properties.id, advertiseStatus: properties.advertiseStatus })
      .from(properties)
      .orderBy(asc(properties.id)),
    sessions: await db().select({ id: session.id }).from(session).orderBy(asc(session.id)),
  };
}

async function findUser(id: string) {
  const [row] = await db().select().from(user).where(eq(user.id, id));
  return row;
}

async function findRequest(userId: string) {
  const [row] = await db().select().from(agentRequests).where(eq(agentRequests.userId, userId));
  return row;
}

let admin: Person;
let otherAdmin: Person;
let plainUser: Person;
let agent: Person;
let fraud: Person;

beforeAll(async () => {
  // Many accounts sign up from one address here: lift the sign-up rate limit for this file only.
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAs('admin', { name: 'Ayesha Admin' });
  otherAdmin = await signUpAs('admin', { name: 'Omar Admin' });
  plainUser = await signUpAs('user', { name: 'Uma User' });
  agent = await signUpAs('agent', { name: 'Anik Agent' });
  fraud = await signUpAs('fraud', { name: 'Farid Fraud' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('PATCH /api/agentRequest/:userId', () => {
  it('refuses a visitor with 401 and changes nothing', async () => {
    const before = await snapshotPeople();
    const response = await call('PATCH', `/api/agentRequest/${plainUser.row.id}`, undefined, links);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in first');
    expect(await snapshotPeople()).toEqual(before);
  });

  it("refuses a request for another user's account with 403", async () => {
    const applicant = await signUpAs('user');
    const before = await snapshotPeople();
    const response = await call('PATCH', `/api/agentRequest/${plainUser.row.id}`, applicant, links);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You can only send an agent request for your own account');
    expect(await snapshotPeople()).toEqual(before);
  });

  it.each(['agent', 'admin', 'fraud'] as const)(
    'refuses a %s applying for themself with 403',
    async (role) => {
      const person = { agent, admin, fraud }[role];
      const before = await snapshotPeople();
      const response = await call('PATCH', `/api/agentRequest/${person.row.id}`, person, links);
      expect(response.statusCode).toBe(403);
      expect(await snapshotPeople()).toEqual(before);
    },
  );

  it('records the request (trimmed) and marks the user pending', async () => {
    const applicant = await signUpAs('user');
    const response = await call('PATCH', `/api/agentRequest/${applicant.row.id}`, applicant, {
      twitter: '  https://twitter.com/rahim ',
      facebook: links.facebook,
      linkedin: links.linkedin,
      whatsapp: ' 01712345678 ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    expect((await findUser(applicant.row.id))?.agentReq).toBe(true);
    expect(await findRequest(applicant.row.id)).toMatchObject({
      twitter: 'https://twitter.com/rahim',
      facebook: links.facebook,
      linkedin: links.linkedin,
      whatsapp: '01712345678',
    });
  });

  it("refuses a second request while pending with the spec's message, keeping the first", async () => {
    const applicant = await signUpAs('user');
    expect((await call('PATCH', `/api/agentRequest/${applicant.row.id}`, applicant, links)).statusCode).toBe(
      200,
    );
    const before = await snapshotPeople();
    const again = await call('PATCH', `/api/agentRequest/${applicant.row.id}`, applicant, {
      ...links,
      twitter: 'https://twitter.com/someone-else',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Please Wait You've Already Send A Request To The Admin");
    expect(again.json().message).toBe(MESSAGES.agentRequestPending);
    expect(await snapshotPeople()).toEqual(before);
  });

  it('lets only one of two simultaneous requests through', async () => {
    const applicant = await signUpAs('user');
    const answers = await Promise.all([
      call('PATCH', `/api/agentRequest/${applicant.row.id}`, applicant, links),
      call('PATCH', `/api/agentRequest/${applicant.row.id}`, applicant, { ...links, whatsapp: '0199999999' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await db().select().from(agentRequests).where(eq(agentRequests.userId, applicant.row.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['twitter', { ...links, twitter: undefined }, 'Twitter is required'],
    ['facebook', { ...links, facebook: '   ' }, 'Facebook is required'],
    ['linkedin', { ...links, linkedin: undefined }, 'LinkedIn is required'],
    ['whatsapp', { ...links, whatsapp: undefined }, 'WhatsApp is required'],
    ['whatsapp', { ...links, whatsapp: 'call me' }, 'WhatsApp must be a number'],
    ['whatsapp', { ...links, whatsapp: '0171-234-5678' }, 'WhatsApp must be a number'],
    ['whatsapp', { ...links, whatsapp: '12345' }, 'WhatsApp must be a number'],
    ['whatsapp', { ...links, whatsapp: '1234567890123456' }, 'WhatsApp must be a number'],
    ['twitter', { ...links, twitter: `https://twitter.com/${'x'.repeat(200)}` }, 'at most 200 characters'],
    ['twitter', { ...links, twitter: 'a\u0000b' }, 'Twitter contains invalid characters'],
  ])('refuses a bad %s with a clear 400 and changes nothing', async (_field, body, message) => {
    const applicant = await signUpAs('user');
    const before = await snapshotPeople();
    const response = await call(
      'PATCH',
      `/api/agentRequest/${applicant.row.id}`,
      applicant,
      body as Record<string, unknown>,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await snapshotPeople()).toEqual(before);
  });

  it('names every missing field of an empty body', async () => {
    const response = await call('PATCH', `/api/agentRequest/${plainUser.row.id}`, plainUser, {});
    expect(response.statusCode).toBe(400);
    for (const message of [
      'Twitter is required',
      'Facebook is required',
      'LinkedIn is required',
      'WhatsApp is required',
    ]) {
      expect(response.json().message).toContain(message);
    }
  });

  it('refuses a malformed user id with 400', async () => {
    const response = await call('PATCH', '/api/agentRequest/not%20an%20id', plainUser, links);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Invalid user id');
  });
});

describe('GET /api/agentReq', () => {
  it('refuses a visitor (401) and every role but admin (403)', async () => {
    expect((await call('GET', '/api/agentReq')).statusCode).toBe(401);
    for (const person of [plainUser, agent, fraud]) {
      expect((await call('GET', '/api/agentReq', person)).statusCode).toBe(403);
    }
  });

  it('lists pending applicants with their links and hides agents and users without a request', async () => {
    const applicant = await signUpAs('user', { name: 'Rahim Applicant' });
    await call('PATCH', `/api/agentRequest/${applicant.row.id}`, applicant, links);
    const flaggedAgent = await createUser(db(), { role: 'agent', agentReq: true });
    const flaggedFraud = await createUser(db(), { role: 'fraud', agentReq: true });

    const response = await call('GET', '/api/agentReq', admin);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { _id: string }[];
    expect(list).toContainEqual({
      _id: applicant.row.id,
      name: 'Rahim Applicant',
      email: applicant.row.email,
      photo: '',
      role: 'user',
      ...links,
      requestDate: expect.any(String),
    });
    const ids = list.map((entry) => entry._id);
    expect(ids).not.toContain(flaggedAgent.id);
    expect(ids).not.toContain(flaggedFraud.id);
    expect(ids).not.toContain(plainUser.row.id);
  });
});

describe('GET /api/getallUsers', () => {
  it('refuses a visitor (401) and every role but admin (403)', async () => {
    expect((await call('GET', '/api/getallUsers')).statusCode).toBe(401);
    for (const person of [plainUser, agent, fraud]) {
      const response = await call('GET', '/api/getallUsers', person);
      expect(response.statusCode).toBe(403);
      // A fraud account is suspended before any role check (decision 013).
      expect(response.json().message).toBe(
        person === fraud ? IDENTITY_MESSAGES.accountSuspended : 'You are not allowed to do this',
      );
    }
  });

  it('lists every user with only the managed fields', async () => {
    const response = await call('GET', '/api/getallUsers', admin);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, unknown>[];
    const stored = await db().select({ id: user.id }).from(user);
    expect(list).toHaveLength(stored.length);
    const entry = list.find((item) => item._id === agent.row.id);
    expect(entry).toEqual({
      _id: agent.row.id,
      name: 'Anik Agent',
      email: agent.row.email,
      photo: '',
      role: 'agent',
      agentReq: false,
      creationDate: new Date().toDateString(),
    });
  });
});

describe('PATCH /api/changeRole/:id', () => {
  it('refuses a visitor (401) and every role but admin (403), changing nothing', async () => {
    const target = await signUpAs('user');
    const before = await snapshotPeople();
    expect((await call('PATCH', `/api/changeRole/${target.row.id}?role=admin`)).statusCode).toBe(401);
    for (const person of [plainUser, agent, fraud]) {
      expect((await call('PATCH', `/api/changeRole/${target.row.id}?role=admin`, person)).statusCode).toBe(
        403,
      );
    }
    expect(await snapshotPeople()).toEqual(before);
  });

  it('makes an applicant agent: clears the pending flag, removes the request, drops them from the list', async () => {
    const applicant = await signUpAs('user');
    await call('PATCH', `/api/agentRequest/${applicant.row.id}`, applicant, links);
    const response = await call('PATCH', `/api/changeRole/${applicant.row.id}?role=agent`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    expect(await findUser(applicant.row.id)).toMatchObject({ role: 'agent', agentReq: false });
    expect(await findRequest(applicant.row.id)).toBeUndefined();
    const pending = (await call('GET', '/api/agentReq', admin)).json() as { _id: string }[];
    expect(pending.map((entry) => entry._id)).not.toContain(applicant.row.id);
    // The new agent can no longer apply: the role was read afresh on this very request.
    expect((await call('PATCH', `/api/agentRequest/${applicant.row.id}`, applicant, links)).statusCode).toBe(
      403,
    );
  });

  it('makes a user admin, and the new role counts on their very next request', async () => {
    const promoted = await signUpAs('user');
    expect((await call('GET', '/api/getallUsers', promoted)).statusCode).toBe(403);
    const response = await call('PATCH', `/api/changeRole/${promoted.row.id}?role=admin`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    expect((await call('GET', '/api/getallUsers', promoted)).statusCode).toBe(200);
  });

  it('a demoted admin is refused on their very next request', async () => {
    const demoted = await signUpAs('admin');
    expect((await call('GET', '/api/getallUsers', demoted)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/changeRole/${demoted.row.id}?role=agent`, otherAdmin)).statusCode).toBe(
      200,
    );
    expect((await findUser(demoted.row.id))?.role).toBe('agent');
    expect((await call('GET', '/api/getallUsers', demoted)).statusCode).toBe(403);
  });

  it.each([
    ['role=superuser', "role must be 'admin' or 'agent'"],
    ['role=fraud', "role must be 'admin' or 'agent'"],
    ['role=user', "role must be 'admin' or 'agent'"],
    ['', "role must be 'admin' or 'agent'"],
  ])('refuses ?%s with a clear 400 and changes nothing', async (query, message) => {
    const target = await signUpAs('user');
    const before = await snapshotPeople();
    const response = await call('PATCH', `/api/changeRole/${target.row.id}?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await snapshotPeople()).toEqual(before);
  });

  it.each([
    ['a fraud user', 'agent', () => fraud, 'A user marked as fraud cannot be promoted'],
    ['a fraud user', 'admin', () => fraud, 'A user marked as fraud cannot be promoted'],
    ['an admin', 'admin', () => otherAdmin, 'Omar Admin is already an admin'],
    ['an agent', 'agent', () => agent, 'Anik Agent is already an agent'],
    ['the admin themself', 'agent', () => admin, "You can't change your own role"],
  ] as const)(
    'refuses making %s into %s with 409 and changes nothing',
    async (_label, role, target, message) => {
      const before = await snapshotPeople();
      const response = await call('PATCH', `/api/changeRole/${target().row.id}?role=${role}`, admin);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
      expect(await snapshotPeople()).toEqual(before);
    },
  );

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const before = await snapshotPeople();
    const unknown = await call('PATCH', '/api/changeRole/no-such-user?role=admin', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    expect((await call('PATCH', `/api/changeRole/${'x'.repeat(129)}?role=admin`, admin)).statusCode).toBe(
      400,
    );
    expect(await snapshotPeople()).toEqual(before);
  });
});

describe('PATCH /api/makeFraud/:id', () => {
  function fraudUrl(target: TestUser, email = target.email) {
    return `/api/makeFraud/${target.id}?role=fraud&email=${encodeURIComponent(email)}`;
  }

  it('refuses a visitor (401) and every role but admin (403), changing nothing', async () => {
    const target = await signUpAs('agent');
    const before = await snapshotPeople();
    expect((await call('PATCH', fraudUrl(target.row))).statusCode).toBe(401);
    for (const person of [plainUser, agent, fraud]) {
      expect((await call('PATCH', fraudUrl(target.row), person)).statusCode).toBe(403);
    }
    expect(await snapshotPeople()).toEqual(before);
  });

  it.each([
    ['a user', () => plainUser],
    ['an admin', () => otherAdmin],
    ['a fraud user', () => fraud],
    ['the admin themself', () => admin],
  ])('refuses to mark %s (only agents) and changes nothing', async (_label, target) => {
    const before = await snapshotPeople();
    const response = await call('PATCH', fraudUrl(target().row), admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only agents can be marked as fraud');
    expect(await snapshotPeople()).toEqual(before);
  });

  it('refuses an email of someone else, a missing email, a wrong role and an unknown id', async () => {
    const target = await signUpAs('agent');
    const before = await snapshotPeople();
    const mismatch = await call('PATCH', fraudUrl(target.row, plainUser.row.email), admin);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('The email does not belong to this user');
    const missing = await call('PATCH', `/api/makeFraud/${target.row.id}?role=fraud`, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('email');
    const wrongRole = await call(
      'PATCH',
      `/api/makeFraud/${target.row.id}?role=admin&email=${encodeURIComponent(target.row.email)}`,
      admin,
    );
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().message).toContain("role must be 'fraud'");
    const unknown = await call('PATCH', `/api/makeFraud/nobody?role=fraud&email=${target.row.email}`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(await snapshotPeople()).toEqual(before);
  });

  it("hides the agent's listings from every public list at once and stops them acting as an agent", async () => {
    const flagged = await signUpAs('agent', { name: 'Shady Agent' });
    const listing = await createProperty(db(), flagged.row, {
      title: 'Shady lakeside villa',
      advertiseStatus: 'advertise',
    });
    const publicIds = async (url: string) =>
      ((await call('GET', url)).json() as { _id: string }[]).map((item) => item._id);

    expect(await publicIds('/api/getVerifiedProperties?search=Shady')).toContain(listing.id);
    expect(await publicIds('/api/getAdvertiseProperty')).toContain(listing.id);
    expect((await call('GET', `/api/detailProperty/${listing.id}`)).statusCode).toBe(200);

    // Any letter case of the address names the same person.
    const response = await call('PATCH', fraudUrl(flagged.row, flagged.row.email.toUpperCase()), admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });

    expect((await findUser(flagged.row.id))?.role).toBe('fraud');
    expect(await publicIds('/api/getVerifiedProperties?search=Shady')).not.toContain(listing.id);
    expect(await publicIds('/api/getAdvertiseProperty')).not.toContain(listing.id);
    expect((await call('GET', `/api/detailProperty/${listing.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/getAgentData/${flagged.row.email}`)).statusCode).toBe(404);
    // Withdrawn from the home page so it holds no advertise slot while hidden.
    const [stored] = await db().select().from(properties).where(eq(properties.id, listing.id));
    expect(stored?.advertiseStatus).toBe('disadvertise');
    // Their own session now carries the fraud role: no admin or user action, no promotion.
    expect((await call('GET', '/api/getallUsers', flagged)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/agentRequest/${flagged.row.id}`, flagged, links)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/changeRole/${flagged.row.id}?role=agent`, admin)).statusCode).toBe(409);
  });
});

describe('DELETE /api/delete-User/:id', () => {
  it('refuses a visitor (401) and every role but admin (403), changing nothing', async () => {
    const target = await signUpAs('user');
    const before = await snapshotPeople();
    expect((await call('DELETE', `/api/delete-User/${target.row.id}`)).statusCode).toBe(401);
    for (const person of [plainUser, agent, fraud]) {
      expect((await call('DELETE', `/api/delete-User/${target.row.id}`, person)).statusCode).toBe(403);
    }
    expect(await snapshotPeople()).toEqual(before);
  });

  it("refuses an admin deleting their own account with the spec's message", async () => {
    const before = await snapshotPeople();
    const response = await call('DELETE', `/api/delete-User/${admin.row.id}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Your can't Delete Your own Account");
    expect(await snapshotPeople()).toEqual(before);
    expect((await call('GET', '/api/getallUsers', admin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const before = await snapshotPeople();
    const unknown = await call('DELETE', '/api/delete-User/no-such-user', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    expect((await call('DELETE', '/api/delete-User/bad%24id', admin)).statusCode).toBe(400);
    expect(await snapshotPeople()).toEqual(before);
  });

  it('deletes a buyer: their sessions end, their reviews and wishes go, their offers stay as history', async () => {
    const buyer = await signUpAs('user', { name: 'Gone Buyer' });
    const listing = await createProperty(db(), agent.row);
    const review = await createReview(db(), { property: listing, reviewer: buyer.row });
    await db().insert(wishlistItems).values({ propertyId: listing.id, userId: buyer.row.id });
    const offer = await insertOffer(listing.id, agent.row, buyer.row);
    expect((await call('PATCH', `/api/agentRequest/${buyer.row.id}`, buyer, links)).statusCode).toBe(200);

    const response = await call('DELETE', `/api/delete-User/${buyer.row.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });

    expect(await findUser(buyer.row.id)).toBeUndefined();
    expect(await db().select().from(session).where(eq(session.userId, buyer.row.id))).toEqual([]);
    expect(await db().select().from(account).where(eq(account.userId, buyer.row.id))).toEqual([]);
    expect(await findRequest(buyer.row.id)).toBeUndefined();
    expect(await db().select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.userId, buyer.row.id))).toEqual([]);
    const [keptOffer] = await db().select().from(offers).where(eq(offers.id, offer.id));
    expect(keptOffer).toMatchObject({ buyerId: null, buyerName: 'Gone Buyer', propertyId: listing.id });
    // Their cookie no longer signs anybody in.
    const afterwards = await call('PATCH', `/api/agentRequest/${buyer.row.id}`, buyer, links);
    expect(afterwards.statusCode).toBe(401);
    // The listing they reviewed is untouched.
    expect((await call('GET', `/api/detailProperty/${listing.id}`)).statusCode).toBe(200);
  });

  it("deletes an agent with their listings, those listings' wishes and reviews, keeping offers' snapshots", async () => {
    const leaving = await signUpAs('agent', { name: 'Leaving Agent' });
    const buyer = await signUpAs('user');
    const listing = await createProperty(db(), leaving.row, {
      title: 'Vanishing riverside flat',
      advertiseStatus: 'advertise',
    });
    const otherListing = await createProperty(db(), agent.row);
    await createReview(db(), { property: listing, reviewer: buyer.row });
    const keptReview = await createReview(db(), { property: otherListing, reviewer: buyer.row });
    await db().insert(wishlistItems).values({ propertyId: listing.id, userId: buyer.row.id });
    const offer = await insertOffer(listing.id, leaving.row, buyer.row);

    const response = await call('DELETE', `/api/delete-User/${leaving.row.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });

    expect(await db().select().from(properties).where(eq(properties.agentId, leaving.row.id))).toEqual([]);
    expect(await db().select().from(reviews).where(eq(reviews.propertyId, listing.id))).toEqual([]);
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.propertyId, listing.id))).toEqual(
      [],
    );
    expect(await db().select().from(reviews).where(eq(reviews.id, keptReview.id))).toHaveLength(1);
    const [keptOffer] = await db().select().from(offers).where(eq(offers.id, offer.id));
    expect(keptOffer).toMatchObject({
      propertyId: null,
      agentId: null,
      buyerId: buyer.row.id,
      propertyTitle: 'Vanishing riverside flat',
      agentName: 'Leaving Agent',
    });
    // No public page trips over what they left behind.
    const search = await call('GET', '/api/getVerifiedProperties?search=Vanishing');
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual([]);
    const advertised = await call('GET', '/api/getAdvertiseProperty');
    expect(advertised.statusCode).toBe(200);
    expect((advertised.json() as { _id: string }[]).map((item) => item._id)).not.toContain(listing.id);
    expect((await call('GET', '/api/getallReviews')).statusCode).toBe(200);
    expect((await call('GET', `/api/detailProperty/${listing.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/getAgentData/${leaving.row.email}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/getallUsers', leaving)).statusCode).toBe(401);
  });

  it('lets an admin delete another admin, who is signed out at once', async () => {
    const removed = await signUpAs('admin');
    expect((await call('DELETE', `/api/delete-User/${removed.row.id}`, otherAdmin)).statusCode).toBe(200);
    expect((await call('GET', '/api/getallUsers', removed)).statusCode).toBe(401);
    const remaining = await db()
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.id, [removed.row.id, otherAdmin.row.id]));
    expect(remaining).toEqual([{ id: otherAdmin.row.id }]);
  });
});

async function insertOffer(propertyId: string, seller: TestUser, buyer: TestUser) {
  const [row] = await db()
    .insert(offers)
    .values({
      propertyId,
      agentId: seller.id,
      buyerId: buyer.id,
      propertyTitle:
        (await db().select().from(properties).where(eq(properties.id, propertyId)))[0]?.title ?? '',
      propertyLocation: 'House 12, Road 5, Gulshan',
      propertyImage: '/uploads/x.webp',
      minPrice: 120000,
      maxPrice: 170000,
      agentName: seller.name,
      agentEmail: seller.email,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      offeredPrice: 150000,
      offeredDate: '2024-02-01',
      status: 'accepted',
    })
    .returning();
  if (!row) throw new Error('offer not inserted');
  return row;
}

describe('API documentation', () => {
  it('documents every call of this module with its parameters, body and answers', async () => {
    const document = (await call('GET', '/api/docs/json')).json();
    const agentRequest = document.paths['/api/agentRequest/{userId}'].patch;
    expect(
      Object.keys(agentRequest.requestBody.content['application/json'].schema.properties).sort(),
    ).toEqual(['facebook', 'linkedin', 'twitter', 'whatsapp']);
    expect(Object.keys(agentRequest.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '409']));
    expect(document.paths['/api/agentReq'].get.responses['200']).toBeDefined();
    expect(document.paths['/api/getallUsers'].get.responses['200']).toBeDefined();
    const changeRole = document.paths['/api/changeRole/{id}'].patch;
    expect(changeRole.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'id',
      'role',
    ]);
    const makeFraud = document.paths['/api/makeFraud/{id}'].patch;
    expect(makeFraud.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'email',
      'id',
      'role',
    ]);
    expect(document.paths['/api/delete-User/{id}'].delete.responses['200']).toBeDefined();
  });
});
