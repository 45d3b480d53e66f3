/**
 * Plans what the demo buyers have done: reviews, wish-list items and offers in every
 * status. Listings are referred to by their plan index, people by demo email.
 */
import { findSumDue, type OfferStatus } from '@nestlane/shared';
import { isJourneyIndex, type ListingPlan } from './listings';
import type { Random } from './random';

const DAY = 86_400_000;

const REVIEW_TEXTS = [
  'The agent answered every question the same day and the flat looked exactly like the photos.',
  'Quiet building, friendly guard and the lift actually works during load-shedding. Very happy.',
  'We visited twice before deciding. Papers were clear and the handover was smooth.',
  'Good location near the bazar and my daughter’s school. Parking is a bit tight in the evening.',
  'Rahim bhai was patient with us and arranged the viewing on a Friday. Recommended.',
  'The rooftop view at sunset is worth it alone. Water pressure is good on the top floor too.',
  'Fair price for the area. The kitchen needed some work but the agent was upfront about it.',
  'Clean listing, honest description, no hidden charges. That is rare these days.',
  'Nusrat apa helped us compare three places and never pushed. We chose this one.',
  'Spacious rooms and good ventilation, even in the middle of summer.',
  'Took a while to get the offer accepted but the process on Nestlane was clear.',
  'Our shop has had steady customers since the first week. The market location is excellent.',
  'The office floor was ready to move in. Internet was set up before we arrived.',
  'Lovely garden and the neighbours are welcoming. The road gets muddy in heavy rain.',
  'Paid through the site without any trouble and got the keys within a week.',
  'Everything in the listing was accurate, down to the number of ceiling fans.',
  'The building is a little old but very well maintained. Great value.',
  'Fast replies, clear prices and a verified badge I could trust. Will use again.',
  'Perfect for a small family. The playground next door keeps the kids busy.',
  'Walking distance to the river and the evenings are beautifully calm.',
  'Generator backup covers the whole flat, which matters a lot here.',
  'Found our first home here. The agent explained every document patiently.',
  'The studio is small but smartly designed. Ideal while I finish my degree.',
  'Good communication, though the viewing started an hour late because of traffic.',
  'Bright rooms, solid construction and a reasonable association fee.',
];

const BUYER_EMAILS = [
  'user.tanvir@nestlane.test',
  'user.sadia@nestlane.test',
  'user.arif@nestlane.test',
  'user.mitu@nestlane.test',
];

/** Who offers on what: listing slots refer to the sample of sale listings below. */
const OFFER_SCRIPT: readonly { buyer: number; slot: number; status: OfferStatus }[] = [
  { buyer: 0, slot: 0, status: 'pending' },
  { buyer: 0, slot: 1, status: 'accepted' },
  { buyer: 0, slot: 2, status: 'bought' },
  { buyer: 1, slot: 3, status: 'pending' },
  { buyer: 1, slot: 4, status: 'rejected' },
  { buyer: 1, slot: 5, status: 'bought' },
  { buyer: 2, slot: 6, status: 'pending' },
  { buyer: 2, slot: 7, status: 'accepted' },
  { buyer: 2, slot: 1, status: 'rejected' },
  { buyer: 2, slot: 8, status: 'bought' },
  { buyer: 3, slot: 9, status: 'pending' },
  { buyer: 3, slot: 0, status: 'pending' },
];

/** How the agent closed a booked demo deal (decision 055), through the app's own code (seed/closed-deals.ts). */
export type DemoDealClose = 'completed' | 'cancelled';

/**
 * Deals booked with booking money (a sale asking a share of the price) or an advance (a rental's months),
 * paid in the sandbox (decision 055): one of each kind and a second rental still waiting for the agent, so
 * Property Bought, Requested Properties, Sold Properties and the receipts show them; then a sale the agent
 * completed at registration (its listing sold) and a rental the agent cancelled and the admin refunded
 * (decision 071). The closed ones come last, so the draws before them are as they were.
 */
const BOOKED_SCRIPT: readonly {
  buyer: number;
  listedFor: 'For Sale' | 'For Rent';
  closeAs?: DemoDealClose;
}[] = [
  { buyer: 1, listedFor: 'For Sale' },
  { buyer: 3, listedFor: 'For Rent' },
  { buyer: 0, listedFor: 'For Rent' },
  { buyer: 2, listedFor: 'For Sale', closeAs: 'completed' },
  { buyer: 1, listedFor: 'For Rent', closeAs: 'cancelled' },
];
/** The booking money the booked sale's listing asks, as a percentage of the offer. */
const DEMO_BOOKING_PERCENT = 10;

export type ReviewPlan = { listingIndex: number; reviewerEmail: string; review: string; createdAt: Date };
export type WishPlan = { listingIndex: number; userEmail: string; createdAt: Date };
export type OfferPlan = {
  listingIndex: number;
  buyerEmail: string;
  status: OfferStatus;
  offeredPrice: number;
  offeredDate: string;
  transactionId: string | null;
  createdAt: Date;
  /** What the app writes at acceptance (decide-offer.ts): the sum due, fixed then, and whether it books. */
  amountDue: number | null;
  isBooking: boolean;
  /** When the agent accepted and the buyer paid; an open accepted offer is accepted at seeding. */
  acceptedAt: Date | null;
  paidAt: Date | null;
  /** A booked deal the agent then closed (seeded booked and paid, then closed as the app closes one). */
  closeAs: DemoDealClose | null;
};

export function planActivity(
  random: Random,
  listings: readonly ListingPlan[],
  now: Date,
): {
  reviews: ReviewPlan[];
  wishes: WishPlan[];
  offers: OfferPlan[];
  /** The listings whose booking money the demo sets, by index (a percentage of the offer). */
  bookingPercents: ReadonlyMap<number, number>;
} {
  // Only listings the public can see get reviews, wishes and offers.
  const visible = listings.filter((l) => l.verificationStatus === 'verified' && l.owner !== 'fraud');
  const between = (listing: ListingPlan) =>
    new Date(listing.addedAt.getTime() + random.next() * (now.getTime() - listing.addedAt.getTime()));

  // One review per person per listing (a unique index holds the product to it).
  const reviewed = new Set<string>();
  const reviews = REVIEW_TEXTS.map((review, i) => {
    const reviewerEmail = BUYER_EMAILS[i % BUYER_EMAILS.length] as string;
    let listing = random.pick(visible);
    while (reviewed.has(`${reviewerEmail}|${listing.index}`)) listing = random.pick(visible);
    reviewed.add(`${reviewerEmail}|${listing.index}`);
    return {
      listingIndex: listing.index,
      reviewerEmail,
      review,
      createdAt: between(listing),
    };
  });

  const wishes: WishPlan[] = [];
  const wished = new Set<string>();
  while (wishes.length < 8) {
    const listing = random.pick(visible);
    const userEmail = BUYER_EMAILS[wishes.length % BUYER_EMAILS.length] as string;
    const key = `${userEmail}|${listing.index}`;
    if (wished.has(key)) continue;
    wished.add(key);
    wishes.push({ listingIndex: listing.index, userEmail, createdAt: between(listing) });
  }

  // Offers go to listings on the market that no journey uses; a bought one makes its listing sold
  // (seed/index.ts), so never an advertised one, whose slot a sale would free.
  const isOpenFor = (listedFor: ListingPlan['listedFor']) => (l: ListingPlan) =>
    l.listedFor === listedFor &&
    l.marketState === 'available' &&
    l.advertiseStatus === 'disadvertise' &&
    !isJourneyIndex(l.index);
  const forSale = visible.filter(isOpenFor('For Sale'));
  const slots = random.sample(forSale, 10);
  const planOffer = (listing: ListingPlan, buyer: number, status: OfferStatus, terms = listing) => {
    const createdAt = between(listing);
    const offeredPrice = Math.min(
      listing.maxPrice,
      Math.round((listing.minPrice + random.next() * (listing.maxPrice - listing.minPrice)) / 100) * 100,
    );
    const offeredDate = new Date(createdAt.getTime() + random.int(3, 30) * DAY).toISOString().slice(0, 10);
    const isPaid = status === 'bought' || status === 'booked';
    const transactionId = isPaid ? `pi_sandbox_${randomHex(random, 24)}` : null;
    // Accepted some time after the offer, paid within a day of it (inside the payment window).
    const acceptedAt = isPaid
      ? new Date(createdAt.getTime() + (now.getTime() - createdAt.getTime()) * 0.4)
      : null;
    const paidAt = acceptedAt
      ? new Date(acceptedAt.getTime() + Math.min(DAY, (now.getTime() - acceptedAt.getTime()) / 2))
      : null;
    const due = status === 'pending' || status === 'rejected' ? null : findSumDue(terms, offeredPrice);
    return {
      listingIndex: listing.index,
      buyerEmail: BUYER_EMAILS[buyer] as string,
      status,
      offeredPrice,
      offeredDate,
      transactionId,
      createdAt,
      amountDue: due?.amount ?? null,
      isBooking: due?.isBooking ?? false,
      acceptedAt,
      paidAt,
      closeAs: null,
    };
  };
  const offers: OfferPlan[] = OFFER_SCRIPT.map(({ buyer, slot, status }) => {
    const listing = slots[slot];
    if (!listing) throw new Error('Not enough verified sale listings for the demo offers');
    return planOffer(listing, buyer, status);
  });

  const offered = new Set(slots.map((listing) => listing.index));
  const bookingPercents = new Map<number, number>();
  for (const { buyer, listedFor, closeAs } of BOOKED_SCRIPT) {
    const open = visible.filter((l) => isOpenFor(listedFor)(l) && !offered.has(l.index));
    const listing = random.pick(open);
    offered.add(listing.index);
    // A sale books with the share its listing asks; a rental with its advance months (plan-facts.ts).
    const bookingPercent = listedFor === 'For Sale' ? DEMO_BOOKING_PERCENT : null;
    if (bookingPercent) bookingPercents.set(listing.index, bookingPercent);
    const terms = bookingPercent ? { ...listing, bookingPercent } : listing;
    const offer = planOffer(listing, buyer, 'booked', terms);
    if (!offer.isBooking) throw new Error(`Demo listing ${listing.index} asks no booking money or advance`);
    offers.push({ ...offer, closeAs: closeAs ?? null });
  }

  return { reviews, wishes, offers, bookingPercents };
}

function randomHex(random: Random, length: number): string {
  let hex = '';
  while (hex.length < length) hex += random.int(0, 15).toString(16);
  return hex;
}
