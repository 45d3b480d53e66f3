import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADVERTISE_CAP,
  CATEGORIES,
  DEAL_STATUSES,
  findAreaProblem,
  findFactsProblem,
  findLocalityProblem,
  findSumDue,
  LAKH,
  LAND_SIZE_CATEGORIES,
  LISTED_FOR,
  OFFER_STATUSES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRICE_REDUCED_DAYS,
  RENT_BUDGET_BANDS,
  SALE_BUDGET_BANDS,
} from '@nestlane/shared';
import { BD_DIVISIONS, isKnownPlace } from '@nestlane/shared/geo';
import { findCityUpazila, findLocality, listAreas } from '@nestlane/shared/geo/places';
import { verifyPassword } from 'better-auth/crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import {
  account,
  agentRequests,
  notifications,
  offers,
  payments,
  properties,
  reviews,
  user,
  wishlistItems,
} from '../src/db/schema';
import { priceChanges } from '../src/db/schema-price-history';
import { hasBeenPaid } from '../src/modules/payments/payment-rules';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';
import { DEMO_CANCEL_REASON, DEMO_REFUND_REASON } from '../src/seed/closed-deals';
import { seedDemoData } from '../src/seed/index';

let handle: DatabaseHandle;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'nestlane-seed-'));
  handle = await openDatabase('memory://');
  await seedDemoData(handle.db, { uploadsDir });
});

afterAll(async () => {
  await handle?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

function uploadPath(url: string): string {
  expect(url).toMatch(/^\/uploads\/seed\/[\w-]+\.webp$/);
  return join(uploadsDir, url.replace(/^\/uploads\//, ''));
}

describe('demo accounts', () => {
  it('lists passwords that meet the sign-up rule', () => {
    for (const demo of DEMO_ACCOUNTS) {
      expect(demo.password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(demo.password.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
      expect(demo.password).toMatch(/[A-Z]/);
      expect(demo.password).toMatch(/[^A-Za-z0-9]/);
      expect(demo.email).toMatch(/@nestlane\.test$/);
    }
  });

  it('stores 1 admin, 2 agents, 1 fraud and 4 users with verified emails and avatars', async () => {
    const rows = await handle.db.select().from(user);
    expect(rows).toHaveLength(8);
    const roles = rows.map((r) => r.role).sort();
    expect(roles).toEqual(['admin', 'agent', 'agent', 'fraud', 'user', 'user', 'user', 'user']);
    expect(rows.find((r) => r.email === 'agent.kamal@nestlane.test')?.role).toBe('fraud');
    for (const row of rows) {
      expect(row.emailVerified).toBe(true);
      expect(row.creationDate).toMatch(/^\w{3} \w{3} \d{2} 202[3-6]$/);
      expect(row.createdAt.toDateString()).toBe(row.creationDate);
      expect(existsSync(uploadPath(row.photo ?? ''))).toBe(true);
    }
  });

  it('gives every account a credential password Better Auth can verify', async () => {
    const rows = await handle.db
      .select({
        email: user.email,
        password: account.password,
        providerId: account.providerId,
        accountId: account.accountId,
        userId: account.userId,
      })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId));
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    for (const demo of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.email === demo.email);
      expect(row?.providerId).toBe('credential');
      expect(row?.accountId).toBe(row?.userId);
      expect(await verifyPassword({ hash: row?.password ?? '', password: demo.password })).toBe(true);
      expect(await verifyPassword({ hash: row?.password ?? '', password: 'Wrong@123' })).toBe(false);
    }
  });

  it('has exactly one user with a pending agent request', async () => {
    const pending = await handle.db.select().from(user).where(eq(user.agentReq, true));
    expect(pending.map((r) => r.role)).toEqual(['user']);
    const requests = await handle.db.select().from(agentRequests);
    expect(requests.map((r) => r.userId)).toEqual([pending[0]?.id]);
    expect(requests[0]?.whatsapp).toMatch(/^\d+$/);
  });
});

describe('demo listings', () => {
  it('has at least 200 listings, most in Dhaka, the rest in Chattogram, Sylhet, Khulna and Rajshahi, about half rentals', async () => {
    const rows = await handle.db.select().from(properties);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(rows.map((r) => r.listedFor))).toEqual(new Set(LISTED_FOR));
    const verified = rows.filter((r) => r.verificationStatus === 'verified');
    expect(new Set(verified.map((r) => r.division))).toEqual(
      new Set(['Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi']),
    );
    expect(new Set(verified.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expect(rows.filter((r) => r.division === 'Dhaka').length).toBeGreaterThan(rows.length / 2);
    const rentShare = rows.filter((r) => r.listedFor === 'For Rent').length / rows.length;
    expect(rentShare).toBeGreaterThan(0.4);
    expect(rentShare).toBeLessThan(0.6);
  });

  it('fits categories to places: studios and condos only in the city areas of Dhaka and Chattogram (issue 26)', async () => {
    const rows = await handle.db.select().from(properties);
    for (const row of rows.filter((r) => r.category === 'Studio' || r.category === 'Condo')) {
      expect(row.area, row.title).not.toBe('');
    }
  });

  it('fits facts and facilities to the category, and every listing keeps the facts rules (decision 047)', async () => {
    const rows = await handle.db.select().from(properties);
    for (const row of rows) {
      const facilities = [...row.interiorFacilities, ...row.outdoorFacilities, ...row.otherFacilities];
      expect(facilities, row.title).not.toContain('Fireplace');
      expect(facilities, row.title).not.toContain('Basketball court');
      expect(row.otherFacilities.includes('Elevator'), row.title).toBe(row.hasLift === true);
      if (['Apartment', 'Condo', 'Studio', 'Shop', 'Office'].includes(row.category)) {
        expect(row.floor, row.title).not.toBeNull();
        expect(row.outdoorFacilities, row.title).not.toContain('Back yard');
      }
      if (row.category === 'Other') expect([row.landSize, row.bedRooms], row.title).not.toContain(null);
      if ((LAND_SIZE_CATEGORIES as readonly string[]).includes(row.category))
        expect(row.landUnit, row.title).not.toBeNull();
      expect(findFactsProblem(row, row), row.title).toBeUndefined();
      if (row.listedFor === 'For Rent') {
        expect(row.advanceMonths, row.title).not.toBeNull();
        expect(row.availableFrom, row.title).toMatch(/^\d{4}-\d{2}$/);
      } else expect(row.tenantType).toBeNull();
    }
  });

  it('writes every title and description in English and in Bangla (decision 059)', async () => {
    const rows = await handle.db.select().from(properties);
    const bangla = /[\u0985-\u09B9]/u;
    for (const row of rows) {
      expect(row.title).not.toMatch(bangla);
      expect(row.titleBn, row.title).toMatch(bangla);
      expect(row.descriptionBn, row.title).toMatch(bangla);
      expect(row.descriptionBn.split('। ').length, row.title).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows every badge: sold by a purchase, rented, under construction and newly reduced', async () => {
    const rows = await handle.db.select().from(properties);
    // Sold by a purchase, or by a booked sale the agent completed at registration (decision 071).
    const bought = await handle.db
      .select()
      .from(offers)
      .where(inArray(offers.status, ['bought', 'completed']));
    const sold = rows.filter((r) => r.marketState === 'sold');
    expect(sold.map((r) => r.id).sort()).toEqual([...new Set(bought.map((o) => o.propertyId))].sort());
    expect(sold.every((r) => r.advertiseStatus === 'disadvertise')).toBe(true);
    const rented = rows.filter((r) => r.marketState === 'rented');
    expect(rented.length).toBeGreaterThanOrEqual(3);
    expect(rented.every((r) => r.listedFor === 'For Rent' && r.verificationStatus === 'verified')).toBe(true);
    const building = rows.filter((r) => r.construction === 'under_construction');
    expect(building.length).toBeGreaterThanOrEqual(3);
    for (const row of building) expect(row.builtYear).toBe(Number(row.handoverMonth?.slice(0, 4)));
    const cuts = rows.filter((r) => r.priceCutAt !== null);
    expect(cuts.length).toBeGreaterThanOrEqual(3);
    const changes = await handle.db.select().from(priceChanges);
    for (const row of cuts) {
      const change = changes.find((c) => c.propertyId === row.id);
      expect(change?.newMinPrice).toBe(row.minPrice);
      expect(change?.oldMinPrice).toBeGreaterThan(row.minPrice);
      expect(Date.now() - (row.priceCutAt?.getTime() ?? 0)).toBeLessThan(PRICE_REDUCED_DAYS * 86_400_000);
    }
  });

  it('uses only real places, with coordinates near their district or city area', async () => {
    const rows = await handle.db.select().from(properties);
    for (const row of rows) {
      expect(
        isKnownPlace(row.division, row.district, row.upozila),
        `${row.division}/${row.district}/${row.upozila}`,
      ).toBe(true);
      const district = BD_DIVISIONS.find((d) => d.name === row.division)?.districts.find(
        (d) => d.name === row.district,
      );
      const area = listAreas(row.division, row.district).find((a) => a.name === row.area);
      if (row.area !== '') expect(area, `${row.district}/${row.area}`).toBeDefined();
      const locality = row.locality ? findLocality(row.locality) : undefined;
      expect(findLocalityProblem(row), `${row.area}/${row.locality}`).toBeUndefined();
      // A city listing names its city's upazila ("Dhaka Metropolitan"), as the add form must.
      expect(findAreaProblem(row), `${row.upozila}/${row.area}`).toBeUndefined();
      if (row.area !== '') expect(row.upozila).toBe(findCityUpazila(row.division, row.district));
      // A district's pin within a few kilometres, a city area's or a locality's within about one.
      const [centre, reach] = locality ? [locality, 0.01] : area ? [area, 0.01] : [district, 0.05];
      expect(row.latitude).toMatch(/^\d+\.\d{6}$/);
      expect(row.longitude).toMatch(/^\d+\.\d{6}$/);
      expect(Math.abs(Number(row.latitude) - (centre?.lat ?? 0))).toBeLessThan(reach);
      expect(Math.abs(Number(row.longitude) - (centre?.lng ?? 0))).toBeLessThan(reach);
      expect(row.location.endsWith(`, ${row.district}`)).toBe(true);
    }
  });

  it('puts a share of Dhaka and Chattogram listings in city areas, with what the Gulshan journey needs', async () => {
    const rows = await handle.db
      .select({ property: properties, role: user.role })
      .from(properties)
      .innerJoin(user, eq(user.id, properties.agentId));
    const publicInGulshan = rows
      .filter((r) => r.role === 'agent' && r.property.verificationStatus === 'verified')
      .map((r) => r.property)
      .filter((p) => p.area === 'Gulshan');
    const rentalFlats = publicInGulshan.filter(
      (p) => p.listedFor === 'For Rent' && p.category === 'Apartment',
    );
    expect(
      rentalFlats.some(
        (p) => p.bedRooms === 3 && p.minPrice >= 60_000 && p.maxPrice <= 100_000 && /Flat/.test(p.title),
      ),
    ).toBe(true);
    expect(rentalFlats.some((p) => p.bedRooms === 2)).toBe(true);
    expect(publicInGulshan.some((p) => p.listedFor === 'For Sale')).toBe(true);
    const inAreas = rows.map((r) => r.property).filter((p) => p.area !== '');
    expect(new Set(inAreas.map((p) => p.district))).toEqual(new Set(['Dhaka', 'Chattogram']));
    expect(new Set(inAreas.map((p) => p.area)).size).toBeGreaterThanOrEqual(8);
    expect(inAreas.length).toBeGreaterThanOrEqual(10);
  });

  it('asks one monthly rent in Taka, from a town studio to a Gulshan office (decision 045)', async () => {
    const rents = await handle.db.select().from(properties).where(eq(properties.listedFor, 'For Rent'));
    for (const rent of rents) {
      expect(rent.minPrice).toBe(rent.maxPrice);
      expect(rent.minPrice).toBeGreaterThanOrEqual(3_000);
      expect(rent.maxPrice).toBeLessThanOrEqual(5 * LAKH);
    }
  });

  it('prices by place and size: a Dhaka prime flat costs more per sq ft than a district town one', async () => {
    const rows = await handle.db.select().from(properties).where(eq(properties.listedFor, 'For Sale'));
    const perSqft = (row: (typeof rows)[number]) => row.minPrice / row.propertySize;
    const homes = rows.filter((row) => ['Apartment', 'Condo'].includes(row.category));
    const prime = homes.filter((row) =>
      ['Gulshan 1', 'Gulshan 2', 'Baridhara', 'Banani Road 11'].includes(row.locality),
    );
    const towns = homes.filter(
      (row) => row.area === '' && !['Dhaka', 'Gazipur', 'Narayanganj'].includes(row.district),
    );
    expect(prime.length).toBeGreaterThan(0);
    expect(towns.length).toBeGreaterThan(0);
    expect(Math.min(...prime.map(perSqft))).toBeGreaterThan(Math.max(...towns.map(perSqft)) * 2);
    for (const row of rows) expect(row.minPrice).toBeGreaterThanOrEqual(10 * LAKH);
  });

  it('has sane numbers: prices in order, rooms at least bedrooms, plausible years', async () => {
    const rows = await handle.db.select().from(properties);
    for (const row of rows) {
      expect(row.minPrice).toBeGreaterThan(0);
      expect(row.minPrice).toBeLessThanOrEqual(row.maxPrice);
      expect(row.rooms).toBeGreaterThanOrEqual(row.bedRooms);
      expect(row.builtYear).toBeGreaterThanOrEqual(1995);
      // A home under construction is built in its handover year.
      expect(row.builtYear).toBeLessThanOrEqual(row.handoverMonth ? 2030 : 2025);
      expect(row.propertySize).toBeGreaterThan(100);
      expect(row.description.split('. ').length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    const rentMedian = median(rows.filter((r) => r.listedFor === 'For Rent').map((r) => r.minPrice));
    const saleMedian = median(rows.filter((r) => r.listedFor === 'For Sale').map((r) => r.minPrice));
    expect(rentMedian * 5).toBeLessThan(saleMedian);
  });

  it('has verified listings in every Taka band of rent and of buy', async () => {
    const verified = await handle.db
      .select()
      .from(properties)
      .where(eq(properties.verificationStatus, 'verified'));
    const bandsByMode = [
      ['For Rent', RENT_BUDGET_BANDS],
      ['For Sale', SALE_BUDGET_BANDS],
    ] as const;
    for (const [listedFor, bands] of bandsByMode) {
      for (const band of bands) {
        const inBand = verified.filter(
          (r) =>
            r.listedFor === listedFor &&
            (band.min === undefined || r.minPrice >= band.min) &&
            (band.max === undefined || r.minPrice <= band.max),
        );
        expect(inBand.length, `${listedFor} ${band.min}-${band.max}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('mixes statuses: mostly verified, a handful pending (decision 066) and some rejected', async () => {
    const rows = await handle.db.select().from(properties);
    const countOf = (status: string) => rows.filter((r) => r.verificationStatus === status).length;
    expect(countOf('verified')).toBeGreaterThanOrEqual(150);
    // Enough to show verification, few enough to leave room on Manage Properties' first page.
    expect(countOf('pending')).toBeGreaterThanOrEqual(3);
    expect(countOf('pending')).toBeLessThanOrEqual(6);
    expect(countOf('rejected')).toBeGreaterThanOrEqual(5);
  });

  it('advertises exactly six verified listings, none of them the fraud agent’s', async () => {
    const rows = await handle.db
      .select({
        status: properties.verificationStatus,
        advertise: properties.advertiseStatus,
        role: user.role,
      })
      .from(properties)
      .innerJoin(user, eq(user.id, properties.agentId));
    const advertised = rows.filter((r) => r.advertise === 'advertise');
    expect(advertised).toHaveLength(ADVERTISE_CAP);
    expect(advertised.every((r) => r.status === 'verified' && r.role === 'agent')).toBe(true);
    const fraudListings = rows.filter((r) => r.role === 'fraud');
    expect(fraudListings.length).toBeGreaterThanOrEqual(3);
    expect(fraudListings.every((r) => r.status === 'verified')).toBe(true);
    expect(rows.every((r) => r.role === 'agent' || r.role === 'fraud')).toBe(true);
  });

  it('spreads listing ages from hours to months', async () => {
    const rows = await handle.db.select({ addedAt: properties.addedAt }).from(properties);
    const ageHours = rows.map((r) => (Date.now() - r.addedAt.getTime()) / 3_600_000);
    expect(Math.min(...ageHours)).toBeLessThan(6);
    expect(Math.max(...ageHours)).toBeGreaterThan(24 * 60);
    expect(Math.max(...ageHours)).toBeLessThanOrEqual(24 * 121);
  });

  it('writes a WebP picture for every listing, about 800x472 and small', async () => {
    const rows = await handle.db.select({ image: properties.image }).from(properties);
    for (const url of new Set(rows.map((r) => r.image))) {
      const path = uploadPath(url);
      expect(statSync(path).size).toBeLessThan(40_000);
      const meta = await sharp(path).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([800, 472]);
    }
  });
});

describe('demo activity', () => {
  it('has reviews by users on verified listings', async () => {
    const rows = await handle.db
      .select({ role: user.role, status: properties.verificationStatus, review: reviews.review })
      .from(reviews)
      .innerJoin(user, eq(user.id, reviews.reviewerId))
      .innerJoin(properties, eq(properties.id, reviews.propertyId));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.every((r) => r.role === 'user' && r.status === 'verified' && r.review.length > 10)).toBe(
      true,
    );
  });

  it('has wish-list items of users', async () => {
    const rows = await handle.db
      .select({ role: user.role })
      .from(wishlistItems)
      .innerJoin(user, eq(user.id, wishlistItems.userId));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.role === 'user')).toBe(true);
  });

  it("has offers in every one of the spec's statuses and booked deals, within range, paid ones paid", async () => {
    const rows = await handle.db.select().from(offers);
    // Booked deals the agent closed too: one completed, one cancelled (decision 071).
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(OFFER_STATUSES));
    for (const row of rows) {
      expect(row.offeredPrice).toBeGreaterThanOrEqual(row.minPrice);
      expect(row.offeredPrice).toBeLessThanOrEqual(row.maxPrice);
      expect(row.offeredDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.buyerEmail).toMatch(/^user\./);
      expect(row.agentEmail).toMatch(/^agent\./);
      if (hasBeenPaid(row.status)) {
        expect(row.transactionId).toMatch(/^pi_sandbox_[0-9a-f]{24}$/);
        expect(row.payment).toBe('completed');
      } else {
        expect(row.transactionId).toBeNull();
        expect(row.payment).toBeNull();
      }
      // What decide-offer.ts writes at acceptance: the sum due and the payment window.
      if (row.status === 'pending' || row.status === 'rejected') expect(row.amountDue).toBeNull();
      else {
        expect(row.amountDue).toBeGreaterThan(0);
        expect(row.acceptedAt?.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
        expect(row.paymentDueAt?.getTime()).toBeGreaterThan(row.acceptedAt?.getTime() ?? 0);
      }
    }
    const deals = rows
      .filter((r) => (DEAL_STATUSES as readonly string[]).includes(r.status))
      .map((r) => r.propertyId);
    expect(new Set(deals).size).toBe(deals.length);
  });

  it('books a sale with its booking money and rentals with their advance, listings still listed (decision 055)', async () => {
    const booked = await handle.db
      .select({ offer: offers, listing: properties })
      .from(offers)
      .innerJoin(properties, eq(properties.id, offers.propertyId))
      .where(eq(offers.status, 'booked'));
    expect(booked.map(({ listing }) => listing.listedFor).sort()).toEqual([
      'For Rent',
      'For Rent',
      'For Sale',
    ]);
    for (const { offer, listing } of booked) {
      expect(offer.isBooking).toBe(true);
      // The sum the app fixes at acceptance from the listing's own terms.
      expect(offer.amountDue).toBe(findSumDue(listing, offer.offeredPrice).amount);
      expect(offer.amountDue).not.toBe(offer.offeredPrice);
      expect(listing).toMatchObject({ verificationStatus: 'verified', marketState: 'available' });
      if (listing.listedFor === 'For Sale') {
        expect(listing.bookingPercent).toBe(10);
        expect(offer.amountDue).toBeLessThan(offer.offeredPrice);
      } else expect(offer.amountDue).toBe((listing.advanceMonths ?? 0) * offer.offeredPrice);
    }
    // Its listing takes no other offer: one deal per listing, and none other on it.
    const others = await handle.db.select().from(offers);
    for (const { offer } of booked) {
      expect(others.filter((o) => o.propertyId === offer.propertyId).map((o) => o.id)).toEqual([offer.id]);
    }
  });

  it('completes a booked sale at registration and cancels a booked rental with its refund, as the app does (decision 071)', async () => {
    const closed = await handle.db
      .select({ offer: offers, listing: properties, payment: payments })
      .from(offers)
      .innerJoin(properties, eq(properties.id, offers.propertyId))
      .innerJoin(payments, eq(payments.offerId, offers.id))
      .where(inArray(offers.status, ['completed', 'cancelled']));
    const completed = closed.filter(({ offer }) => offer.status === 'completed');
    const cancelled = closed.filter(({ offer }) => offer.status === 'cancelled');
    expect(completed).toHaveLength(1);
    expect(cancelled).toHaveLength(1);
    const told = await handle.db.select().from(notifications);
    const toldOf = (userId: string | null, kind: string) =>
      told.filter((n) => n.userId === userId && n.kind === kind);

    // The sale: booked with its booking money, completed, the listing sold and off the advertised six.
    for (const { offer, listing, payment } of completed) {
      expect(offer).toMatchObject({ isBooking: true, cancelReason: null });
      expect(listing).toMatchObject({
        listedFor: 'For Sale',
        verificationStatus: 'verified',
        marketState: 'sold',
        advertiseStatus: 'disadvertise',
        bookingPercent: 10,
      });
      expect(offer.amountDue).toBe(findSumDue(listing, offer.offeredPrice).amount);
      expect(payment).toMatchObject({ status: 'succeeded', refundReason: null });
      expect(payment.receiptNumber).toMatch(/^NL-\d{4}-\d{6}$/);
      expect(toldOf(offer.buyerId, 'deal_closed').map((n) => n.title)).toEqual([
        `Your booking of ${listing.title} is complete`,
      ]);
    }
    // The rental: cancelled with the agent's reason, the listing free again, its advance refunded by the
    // admin's rule with the admin's reason; the buyer told of both, the agent of the refund.
    for (const { offer, listing, payment } of cancelled) {
      expect(offer).toMatchObject({ isBooking: true, cancelReason: DEMO_CANCEL_REASON });
      expect(offer.amountDue).toBe((listing.advanceMonths ?? 0) * offer.offeredPrice);
      expect(listing).toMatchObject({ listedFor: 'For Rent', marketState: 'available' });
      expect(payment).toMatchObject({ status: 'refunded', refundReason: DEMO_REFUND_REASON });
      expect(payment.refundedAt?.getTime()).toBeGreaterThan(payment.paidAt?.getTime() ?? Infinity);
      expect(payment.receiptNumber).toMatch(/^NL-\d{4}-\d{6}$/);
      expect(toldOf(offer.buyerId, 'deal_closed').map((n) => n.body)).toEqual([DEMO_CANCEL_REASON]);
      expect(toldOf(offer.buyerId, 'payment_refunded').map((n) => n.body)).toEqual([DEMO_REFUND_REASON]);
      expect(toldOf(offer.agentId, 'payment_refunded').map((n) => n.body)).toEqual([DEMO_REFUND_REASON]);
    }
    // Nobody else was told anything: the rest of the demo is history, not news.
    expect(told).toHaveLength(4);
  });

  it('pays each paid offer in the sandbox with a numbered receipt, in the order they were paid (decision 054)', async () => {
    const paidOffers = (await handle.db.select().from(offers)).filter((r) => hasBeenPaid(r.status));
    const paid = (await handle.db.select().from(payments)).sort(
      (a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0),
    );
    expect(paid).toHaveLength(paidOffers.length);
    const numbers = paid.map((payment) => {
      const offer = paidOffers.find((o) => o.id === payment.offerId);
      expect(payment).toMatchObject({
        intentId: offer?.transactionId,
        // Only the cancelled deal's payment was given back (decision 071).
        status: offer?.status === 'cancelled' ? 'refunded' : 'succeeded',
        amount: (offer?.amountDue ?? 0) * 100,
        method: 'sandbox card',
      });
      // Paid after the agent accepted, inside the window; a deal still open was last changed then.
      const paidAt = payment.paidAt?.getTime() ?? 0;
      expect(paidAt).toBeGreaterThanOrEqual(offer?.acceptedAt?.getTime() ?? Infinity);
      expect(paidAt).toBeLessThanOrEqual(offer?.paymentDueAt?.getTime() ?? 0);
      if (offer?.status === 'bought' || offer?.status === 'booked')
        expect(offer.updatedAt).toEqual(payment.paidAt);
      return payment.receiptNumber;
    });
    const year = (n: string | null | undefined) => n?.slice(3, 7);
    for (const [i, number] of numbers.entries()) {
      expect(number).toMatch(/^NL-\d{4}-\d{6}$/);
      const earlier = numbers.slice(0, i).filter((n) => year(n) === year(number));
      expect(Number(number?.slice(-6))).toBe(earlier.length + 1);
    }
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe('demo data through the real app', () => {
  let demo: Awaited<ReturnType<typeof import('./helpers/build-test-app').buildTestApp>>;

  beforeAll(async () => {
    const { buildTestApp } = await import('./helpers/build-test-app');
    demo = await buildTestApp({ DEMO: 'true' });
  });

  afterAll(async () => {
    await demo?.close();
  });

  it('lets a seeded account sign in with its listed password through Better Auth', async () => {
    const { app, config } = demo;
    const agent = DEMO_ACCOUNTS.find((a) => a.role === 'agent' && !a.isFraud);
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', origin: config.publicUrl },
        payload: { email: agent?.email, password },
      });
    const ok = await signIn(agent?.password ?? '');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.email).toBe(agent?.email);
    const wrong = await signIn('Wrong@123');
    expect(wrong.statusCode).toBe(401);
  });

  it('keeps the completed sale out of search, its page marked Sold (decision 071)', async () => {
    const { searchTitles } = await import('./helpers/search');
    const dealOf = async (status: 'completed' | 'cancelled') => {
      const [deal] = await demo.app.db
        .select({ id: properties.id, title: properties.title })
        .from(offers)
        .innerJoin(properties, eq(properties.id, offers.propertyId))
        .where(eq(offers.status, status));
      if (!deal) throw new Error(`no ${status} demo deal`);
      return { ...deal, query: new URLSearchParams({ search: deal.title, limit: '100' }).toString() };
    };
    const sold = await dealOf('completed');
    expect(await searchTitles(demo, sold.query)).not.toContain(sold.title);
    // The cancelled rental is free again, so searched: the same search finds a listing on the market.
    const freed = await dealOf('cancelled');
    expect(await searchTitles(demo, freed.query)).toContain(freed.title);
    // Its page's data: what the page's Sold badge reads, and no offer (decision 048).
    const page = await demo.app.inject({ method: 'GET', url: `/api/detailProperty/${sold.id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ propertyTitle: sold.title, marketState: 'sold' });
  });
});
