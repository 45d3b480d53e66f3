/**
 * Seeds the demo: accounts that can sign in through Better Auth, about 200 listings (most in Dhaka, the
 * rest in Chattogram, Sylhet, Khulna and Rajshahi; issue 26), reviews, wish-list items, offers in every
 * status (deals booked with booking money or an advance among them, decision 066, and deals completed and
 * cancelled by the app's own code, decision 071), and generated pictures. Called on start-up when DEMO is on and there are no properties.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_PAYMENT_WINDOW_DAYS, PAYMENT_CURRENCY } from '@nestlane/shared';
import { hashPassword } from 'better-auth/crypto';
import { count, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import {
  account,
  agentRequests,
  offers,
  payments,
  properties,
  propertyImages,
  reviews,
  user,
  wishlistItems,
} from '../db/schema';
import { listingViewsDaily } from '../db/schema-listing-activity';
import { priceChanges } from '../db/schema-price-history';
import { findPaymentDueAt } from '../modules/offer-records/payment-window';
import { assignReceipt } from '../modules/payments/assign-receipt';
import { findAmountDue, hasBeenPaid } from '../modules/payments/payment-rules';
import { DEMO_ACCOUNTS, type DemoAccount, getStoredRole } from './accounts';
import { planActivity } from './activity';
import { composeAvatar } from './art/avatar';
import { closeDemoDeals } from './closed-deals';
import { describeGalleryPictures, planGalleries } from './gallery';
import { type PictureRequest, renderPictures } from './images';
import { planListingActivity } from './listing-activity';
import { describeListingPictures } from './listing-pictures';
import { type ListingOwner, type ListingPlan, planListings } from './listings';
import { createRandom } from './random';

const DATA_SEED = 20_231_105;
const AVATAR_QUALITY = 80;
const VIEW_BATCH = 5_000;

/** When each demo account joined, in DEMO_ACCOUNTS order (spread over 2023–2026). */
const JOINED_ON = [
  new Date(2023, 0, 9, 10, 15),
  new Date(2023, 2, 14, 11, 40),
  new Date(2023, 7, 2, 9, 5),
  new Date(2024, 1, 19, 16, 30),
  new Date(2024, 5, 11, 13, 20),
  new Date(2025, 0, 23, 18, 45),
  new Date(2025, 8, 5, 8, 10),
  new Date(2026, 3, 17, 20, 0),
];

const OWNER_EMAILS: Record<ListingOwner, string> = {
  primary: 'agent.rahim@nestlane.test',
  secondary: 'agent.nusrat@nestlane.test',
  fraud: 'agent.kamal@nestlane.test',
};

/** The advisory lock the demo seeding runs under (any constant, other than the migrations'). */
const SEED_LOCK_KEY = 7_240_063;

export async function seedDemoData(db: Database, options: { uploadsDir: string }): Promise<void> {
  const now = new Date();
  const random = createRandom(DATA_SEED);
  const planned = planListings(random, now);
  const activity = planActivity(random, planned, now);
  // A listing bought through Nestlane is sold (decision 048): off the market, its advert slot free.
  const boughtIndexes = new Set(
    activity.offers.filter((offer) => offer.status === 'bought').map((offer) => offer.listingIndex),
  );
  // A booked sale's listing asks the booking money its deal was booked with (decision 055).
  const listings = planned.map((listing) => {
    if (boughtIndexes.has(listing.index)) return { ...listing, marketState: 'sold' as const };
    const bookingPercent = activity.bookingPercents.get(listing.index);
    return bookingPercent ? { ...listing, bookingPercent } : listing;
  });
  const listingActivity = planListingActivity(listings, now);

  const listingPictures = describeListingPictures(listings);
  const [pictureUrls, galleryUrls, passwordHashes] = await Promise.all([
    renderPictures(options.uploadsDir, [...describeAvatars(), ...listingPictures.pictures]),
    renderPictures(options.uploadsDir, describeGalleryPictures()),
    Promise.all(DEMO_ACCOUNTS.map((demo) => hashPassword(demo.password))),
  ]);
  const avatarUrls = pictureUrls.slice(0, DEMO_ACCOUNTS.length);
  const poolUrls = pictureUrls.slice(DEMO_ACCOUNTS.length);
  // Listings of a kind share a small pool of drawn pictures, so the first start draws ~50, not ~200.
  const listingImageUrls = listingPictures.pictureOf.map((slot) => poolUrls[slot] ?? '');

  await db.transaction(async (tx) => {
    // Instances started together on an empty database with DEMO=true (deploy.md: one setting for all):
    // one seeds, the others wait here and then find its listings (decision 063).
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [listed] = await tx.select({ total: count() }).from(properties);
    if ((listed?.total ?? 0) > 0) return;
    // Accounts someone already registered with a demo email are reused, not duplicated.
    const existing = await tx
      .select({ id: user.id, email: user.email, name: user.name })
      .from(user)
      .where(
        inArray(
          user.email,
          DEMO_ACCOUNTS.map((demo) => demo.email),
        ),
      );
    const people = new Map(existing.map((row) => [row.email, { id: row.id, name: row.name }]));
    const newAccounts = DEMO_ACCOUNTS.map((demo, i) => ({ demo, i })).filter(
      ({ demo }) => !people.has(demo.email),
    );
    for (const { demo } of newAccounts) people.set(demo.email, { id: randomUUID(), name: demo.name });
    const personOf = (email: string) => {
      const person = people.get(email);
      if (!person) throw new Error(`Demo person ${email} is missing`);
      return person;
    };

    if (newAccounts.length > 0) {
      await tx.insert(user).values(
        newAccounts.map(({ demo, i }) => ({
          id: personOf(demo.email).id,
          name: demo.name,
          email: demo.email,
          emailVerified: true,
          photo: avatarUrls[i] ?? null,
          role: getStoredRole(demo),
          agentReq: Boolean(demo.hasPendingAgentRequest),
          phone: demo.phone ?? null,
          whatsapp: demo.whatsapp ?? null,
          creationDate: joinedOn(i).toDateString(),
          createdAt: joinedOn(i),
          updatedAt: joinedOn(i),
        })),
      );
      await tx.insert(account).values(
        newAccounts.map(({ demo, i }) => ({
          id: randomUUID(),
          accountId: personOf(demo.email).id,
          providerId: 'credential',
          userId: personOf(demo.email).id,
          password: passwordHashes[i] ?? '',
          createdAt: joinedOn(i),
          updatedAt: joinedOn(i),
        })),
      );
      const applicants = newAccounts.filter(({ demo }) => demo.hasPendingAgentRequest);
      if (applicants.length > 0) {
        await tx
          .insert(agentRequests)
          .values(applicants.map(({ demo }) => describeAgentRequest(demo, personOf(demo.email).id)));
      }
    }

    const propertyIds = listings.map(() => randomUUID());
    await tx.insert(properties).values(
      listings.map((listing, i) => {
        const { index, owner, kind, previousPrice, ...fields } = listing;
        return {
          ...fields,
          id: propertyIds[i] as string,
          agentId: personOf(OWNER_EMAILS[owner]).id,
          image: listingImageUrls[i] ?? '',
          moderatedAt: listingActivity.moderatedAt[i] ?? null,
        };
      }),
    );
    const cuts = listings.filter((listing) => listing.previousPrice && listing.priceCutAt);
    if (cuts.length > 0) {
      await tx.insert(priceChanges).values(
        cuts.map((listing) => ({
          propertyId: propertyIds[listing.index] as string,
          oldMinPrice: listing.previousPrice?.minPrice ?? listing.minPrice,
          oldMaxPrice: listing.previousPrice?.maxPrice ?? listing.maxPrice,
          newMinPrice: listing.minPrice,
          newMaxPrice: listing.maxPrice,
          changedAt: listing.priceCutAt ?? now,
        })),
      );
    }
    // In batches: one statement's parameters are bounded (65 535), and the views are ~10 000 rows.
    for (let start = 0; start < listingActivity.views.length; start += VIEW_BATCH) {
      await tx.insert(listingViewsDaily).values(
        listingActivity.views.slice(start, start + VIEW_BATCH).map((plan) => ({
          propertyId: propertyIds[plan.listingIndex] as string,
          day: plan.day,
          views: plan.views,
        })),
      );
    }
    await tx
      .insert(propertyImages)
      .values(
        planGalleries(listings, galleryUrls).flatMap((gallery, i) =>
          gallery.map((image, position) => ({ propertyId: propertyIds[i] as string, position, ...image })),
        ),
      );
    const listingAt = (index: number) => {
      const listing = listings[index];
      const id = propertyIds[index];
      if (!listing || !id) throw new Error(`Demo listing ${index} is missing`);
      return { listing, id, image: listingImageUrls[index] ?? '' };
    };

    await tx.insert(reviews).values(
      activity.reviews.map((plan) => ({
        propertyId: listingAt(plan.listingIndex).id,
        reviewerId: personOf(plan.reviewerEmail).id,
        review: plan.review,
        createdAt: plan.createdAt,
      })),
    );
    await tx.insert(wishlistItems).values(
      activity.wishes.map((plan) => ({
        propertyId: listingAt(plan.listingIndex).id,
        userId: personOf(plan.userEmail).id,
        createdAt: plan.createdAt,
      })),
    );
    const seededOffers = await tx
      .insert(offers)
      .values(
        activity.offers.map((plan) => {
          const { listing, id, image } = listingAt(plan.listingIndex);
          const agentEmail = OWNER_EMAILS[listing.owner];
          const agent = personOf(agentEmail);
          const buyer = personOf(plan.buyerEmail);
          return {
            propertyId: id,
            agentId: agent.id,
            buyerId: buyer.id,
            ...snapshotOf(listing, image),
            agentName: agent.name,
            agentEmail,
            buyerName: buyer.name,
            buyerEmail: plan.buyerEmail,
            offeredPrice: plan.offeredPrice,
            offeredDate: plan.offeredDate,
            status: plan.status,
            transactionId: plan.transactionId,
            payment: plan.paidAt ? ('completed' as const) : null,
            amountDue: plan.amountDue,
            isBooking: plan.isBooking,
            // An open deal's payment window opens at seeding, so a fresh demo has deals to pay; a paid one's
            // opened when the agent accepted it, as decide-offer.ts writes it.
            ...(plan.status === 'accepted' ? openPaymentWindow(now) : {}),
            ...(plan.acceptedAt ? openPaymentWindow(plan.acceptedAt) : {}),
            createdAt: plan.createdAt,
            updatedAt: plan.paidAt ?? plan.createdAt,
          };
        }),
      )
      .returning();
    await seedPayments(tx, seededOffers);
    await closeDemoDeals(tx, seededOffers, activity.offers);
  });
}

/**
 * A bought or booked demo offer was paid in the sandbox when it was last updated: its payment row for the
 * sum due (findAmountDue, as every provider charges it), succeeded, with its numbered receipt (decision 054),
 * given in the order they were paid, so the demo's receipt links open receipts.
 */
async function seedPayments(tx: Transaction, seeded: (typeof offers.$inferSelect)[]) {
  const paid = seeded
    .filter((offer) => hasBeenPaid(offer.status) && offer.transactionId)
    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
  for (const offer of paid) {
    const [payment] = await tx
      .insert(payments)
      .values({
        offerId: offer.id,
        provider: 'sandbox',
        intentId: offer.transactionId ?? '',
        clientSecret: `${offer.transactionId}_secret_seed`,
        amount: findAmountDue(offer),
        currency: PAYMENT_CURRENCY,
        status: 'succeeded',
        createdAt: offer.updatedAt,
        updatedAt: offer.updatedAt,
      })
      .returning({ id: payments.id, provider: payments.provider });
    if (payment) await assignReceipt(tx, payment, undefined, offer.updatedAt);
  }
}

function openPaymentWindow(acceptedAt: Date) {
  return { acceptedAt, paymentDueAt: findPaymentDueAt(acceptedAt, DEFAULT_PAYMENT_WINDOW_DAYS) };
}

function joinedOn(accountIndex: number): Date {
  return JOINED_ON[accountIndex] ?? new Date(2024, 0, 2);
}

function snapshotOf(listing: ListingPlan, image: string) {
  return {
    propertyTitle: listing.title,
    propertyLocation: listing.location,
    propertyImage: image,
    minPrice: listing.minPrice,
    maxPrice: listing.maxPrice,
  };
}

function describeAgentRequest(demo: DemoAccount, userId: string) {
  const handle = demo.email.split('@')[0]?.replace('.', '_') ?? 'nestlane_user';
  return {
    userId,
    twitter: `https://x.com/${handle}`,
    facebook: `https://facebook.com/${handle}`,
    linkedin: `https://linkedin.com/in/${handle}`,
    whatsapp: '8801712345678',
  };
}

function describeAvatars(): PictureRequest[] {
  return DEMO_ACCOUNTS.map((demo, i) => ({
    name: `avatar-${demo.email.split('@')[0]?.replace(/\W/g, '-') ?? i}`,
    svg: composeAvatar(demo.name, i),
    quality: AVATAR_QUALITY,
  }));
}
