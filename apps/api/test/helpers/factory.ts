/**
 * Fixtures written straight into the database, so tests state exactly the world they
 * need (roles, moderation states, ages) without depending on the demo seed.
 */
import { randomUUID } from 'node:crypto';
import type { OfferStatus, Role } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { offers, properties, reviews, user, wishlistItems } from '../../src/db/schema';

type NewProperty = typeof properties.$inferInsert;
export type TestUser = typeof user.$inferSelect;
export type TestProperty = typeof properties.$inferSelect;

let sequence = 0;
function nextNumber(): number {
  sequence += 1;
  return sequence;
}

export async function createUser(
  db: Database,
  fields: { role?: Role; name?: string; email?: string; photo?: string | null; agentReq?: boolean } = {},
): Promise<TestUser> {
  const number = nextNumber();
  const [row] = await db
    .insert(user)
    .values({
      id: randomUUID(),
      name: fields.name ?? `Person ${number}`,
      email: fields.email ?? `person${number}-${randomUUID().slice(0, 8)}@example.test`,
      photo: fields.photo === undefined ? `https://img.example.test/person-${number}.webp` : fields.photo,
      role: fields.role ?? 'user',
      agentReq: fields.agentReq ?? false,
      creationDate: 'Tue Jan 02 2024',
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

/** The user row of an account (a signed-up test account, or one this factory made). */
export async function findUserRow(db: Database, id: string): Promise<TestUser> {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export async function createProperty(
  db: Database,
  agent: TestUser,
  fields: Partial<Omit<NewProperty, 'agentId'>> = {},
): Promise<TestProperty> {
  const number = nextNumber();
  const minPrice = fields.minPrice ?? 120000;
  const [row] = await db
    .insert(properties)
    .values({
      agentId: agent.id,
      image: `/uploads/property-${number}.webp`,
      title: `Listing number ${number}`,
      location: 'House 12, Road 5, Gulshan',
      description: 'A bright home near the lake.',
      minPrice,
      maxPrice: fields.maxPrice ?? minPrice + 50000,
      verificationStatus: 'verified',
      advertiseStatus: 'disadvertise',
      listedFor: 'For Sale',
      category: 'Apartment',
      interiorFacilities: ['Gym'],
      outdoorFacilities: ['Pool'],
      otherFacilities: ['WiFi'],
      bedRooms: 3,
      bathRooms: 2,
      rooms: 6,
      builtYear: 2015,
      associationFee: 100,
      yearlyTax: 900,
      estimatedTaxes: 800,
      propertySize: 1450,
      division: 'Dhaka',
      district: 'Dhaka',
      upozila: 'Gulshan',
      latitude: '23.7925',
      longitude: '90.4078',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('property not inserted');
  return row;
}

export async function createReview(
  db: Database,
  fields: { property: TestProperty; reviewer: TestUser; review?: string; createdAt?: Date },
) {
  const [row] = await db
    .insert(reviews)
    .values({
      propertyId: fields.property.id,
      reviewerId: fields.reviewer.id,
      review: fields.review ?? 'Friendly agent and an honest listing.',
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('review not inserted');
  return row;
}

export type TestOffer = typeof offers.$inferSelect;

/**
 * An offer with the snapshot the offer call would take: the listing's terms, its agent and
 * the buyer as they are now. `offeredPrice` defaults to the listing's minimum.
 */
export async function createOffer(
  db: Database,
  fields: {
    property: TestProperty;
    agent: Pick<TestUser, 'id' | 'name' | 'email'>;
    buyer: Pick<TestUser, 'id' | 'name' | 'email'>;
    status?: OfferStatus;
    offeredPrice?: number;
  },
): Promise<TestOffer> {
  const { property, agent, buyer } = fields;
  const status = fields.status ?? 'pending';
  const [row] = await db
    .insert(offers)
    .values({
      propertyId: property.id,
      agentId: agent.id,
      buyerId: buyer.id,
      propertyTitle: property.title,
      propertyLocation: property.location,
      propertyImage: property.image,
      minPrice: property.minPrice,
      maxPrice: property.maxPrice,
      agentName: agent.name,
      agentEmail: agent.email,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      offeredPrice: fields.offeredPrice ?? property.minPrice,
      offeredDate: '2026-01-15',
      status,
      ...(status === 'bought'
        ? { transactionId: `pi_test_${nextNumber()}`, payment: 'completed' as const }
        : {}),
    })
    .returning();
  if (!row) throw new Error('offer not inserted');
  return row;
}

export async function createWishlistItem(
  db: Database,
  fields: { property: TestProperty; user: Pick<TestUser, 'id'> },
) {
  const [row] = await db
    .insert(wishlistItems)
    .values({ propertyId: fields.property.id, userId: fields.user.id })
    .returning();
  if (!row) throw new Error('wish-list item not inserted');
  return row;
}

/** Dates a fixed number of minutes apart, oldest first, so "newest first" is checkable. */
export function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}

/** A complete, valid POST /api/addProperty body; override any field. */
export function buildPropertyBody(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    propertyImage: '/uploads/images/lake-view_1.webp',
    propertyTitle: 'Lake View Flat',
    description: 'Bright rooms facing the lake.',
    minPrice: 120000,
    maxPrice: 150000,
    associationFee: 50,
    yearlyTax: 2,
    category: 'Apartment',
    listedFor: 'For Sale',
    propertyLocation: 'Road 7, Savar, Dhaka',
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Savar',
    latitude: '23.8583',
    longitude: '90.2667',
    propertySize: 1450,
    rooms: 5,
    bedRooms: 3,
    bathRooms: 2,
    builtYear: 2019,
    estimatedTaxes: 900,
    interiorFacilities: ['Gym'],
    outdoorFacilities: ['Pool'],
    otherFacilities: ['WiFi'],
    ...fields,
  };
}

/** A date `days` from today (UTC) as YYYY-MM-DD, the form of an offer's date. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A valid POST /api/addOffer body for a listing: its minimum price, a week from today. */
export function buildOfferBody(
  property: Pick<TestProperty, 'id' | 'minPrice'>,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    propertyId: property.id,
    offerredPriceRange: property.minPrice,
    offerredDate: daysFromToday(7),
    ...fields,
  };
}

/** An offer its agent accepted, on a new agent's listing priced 120 000 to 150 000: ready to be paid. */
export async function createAcceptedOffer(
  db: Database,
  buyer: Pick<TestUser, 'id' | 'name' | 'email'>,
  offeredPrice: number,
) {
  const agent = await createUser(db, { role: 'agent' });
  const property = await createProperty(db, agent, { minPrice: 120_000, maxPrice: 150_000 });
  const offer = await createOffer(db, { property, agent, buyer, status: 'accepted', offeredPrice });
  return { offer, agent, property };
}
