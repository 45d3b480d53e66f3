import { describe, expect, it } from 'vitest';
import { addPropertyBodySchema, LISTING_MESSAGES, updatePropertyBodySchema } from './listing';
import { MESSAGES } from './messages';

const validProperty = {
  propertyImage: '/uploads/images/abc_DEF-123.webp',
  propertyTitle: '  Lake View Flat  ',
  description: 'Bright\n\tand\u0007 airy',
  minPrice: 120000,
  maxPrice: 150000,
  yearlyTax: 2,
  category: 'Apartment',
  listedFor: 'For Sale',
  propertyLocation: 'Road 7, Gulshan 2, Dhaka',
  division: 'Dhaka',
  district: 'Dhaka',
  upozila: 'Savar',
  latitude: '23.7925',
  longitude: '90.4078',
  propertySize: 1450,
  rooms: 5,
  bedRooms: 3,
  bathRooms: 2,
  builtYear: 2019,
  estimatedTaxes: 900,
  interiorFacilities: ['Gym', 'Equipped Kitchen'],
  outdoorFacilities: [],
  otherFacilities: ['WiFi'],
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('addPropertyBodySchema', () => {
  it('accepts a full listing, trims text, keeps facilities in their list order and defaults the fee', () => {
    const parsed = addPropertyBodySchema.parse({ ...validProperty, agentEmail: 'forged@x.test' });
    expect(parsed.propertyTitle).toBe('Lake View Flat');
    expect(parsed.description).toBe('Bright\n\tand airy');
    expect(parsed.interiorFacilities).toEqual(['Equipped Kitchen', 'Gym']);
    expect(parsed.associationFee).toBe(0);
    expect(parsed).not.toHaveProperty('agentEmail');
  });

  it("gives the spec's message for every missing required field", () => {
    const result = addPropertyBodySchema.safeParse({ category: 'Apartment', listedFor: 'For Sale' });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        LISTING_MESSAGES.pictureRequired,
        MESSAGES.propertyTitleRequired,
        MESSAGES.addMinPriceRequired,
        MESSAGES.addMaxPriceRequired,
        MESSAGES.propertyAddressRequired,
        MESSAGES.latitudeRequired,
        MESSAGES.longitudeRequired,
        MESSAGES.propertySizeRequired,
        MESSAGES.roomsRequired,
        MESSAGES.bedRoomsRequired,
        MESSAGES.bathRoomsRequired,
        MESSAGES.builtYearRequired,
        MESSAGES.yearlyTaxRequired,
        MESSAGES.estimatedTaxesRequired,
      ]),
    );
  });

  it('treats an empty number input (NaN) as missing, and a fraction or a string as not a whole number', () => {
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, rooms: Number.NaN }))).toEqual([
      MESSAGES.roomsRequired,
    ]);
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, rooms: 2.5 }))).toEqual([
      LISTING_MESSAGES.wholeNumber('Rooms'),
    ]);
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, minPrice: '12' }))).toEqual([
      LISTING_MESSAGES.wholeNumber('Min Price'),
    ]);
  });

  it('refuses negative and reversed prices, places that do not belong together and coordinates outside Bangladesh', () => {
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, minPrice: -1 }))).toEqual([
      LISTING_MESSAGES.atLeast('Min Price', 1),
    ]);
    expect(
      messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, minPrice: 200000, maxPrice: 100000 })),
    ).toEqual([LISTING_MESSAGES.priceOrder]);
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, district: 'Sylhet' }))).toEqual([
      LISTING_MESSAGES.districtInvalid,
    ]);
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, upozila: 'Nowhere' }))).toEqual([
      LISTING_MESSAGES.upazilaInvalid,
    ]);
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, latitude: '51.5' }))).toEqual([
      LISTING_MESSAGES.latitudeOutside,
    ]);
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, longitude: '90.4e1' }))).toEqual([
      LISTING_MESSAGES.longitudeOutside,
    ]);
  });

  it('refuses unknown categories and facilities, pictures from elsewhere and a huge description', () => {
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, category: 'Castle' }))).toEqual([
      LISTING_MESSAGES.categoryInvalid,
    ]);
    expect(
      messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, otherFacilities: ['Helipad'] })),
    ).toEqual([LISTING_MESSAGES.facilityUnknown]);
    expect(
      messagesOf(
        addPropertyBodySchema.safeParse({ ...validProperty, propertyImage: 'https://evil.test/x.webp' }),
      ),
    ).toEqual([LISTING_MESSAGES.pictureNotUploaded]);
    expect(
      messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, description: 'x'.repeat(5001) })),
    ).toEqual([LISTING_MESSAGES.descriptionTooLong]);
  });
});

describe('a free listing', () => {
  it('refuses a 0–0 price range on add and update: a $0 deal could be bought', () => {
    const free = { minPrice: 0, maxPrice: 0 };
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...validProperty, ...free }))).toEqual([
      LISTING_MESSAGES.atLeast('Min Price', 1),
      LISTING_MESSAGES.atLeast('Max Price', 1),
    ]);
    const update = {
      propertyImage: validProperty.propertyImage,
      propertyTitle: 'Lake view',
      propertyLocation: 'Road 1',
      ...free,
    };
    expect(messagesOf(updatePropertyBodySchema.safeParse(update))).toEqual([
      LISTING_MESSAGES.atLeast('Min Price', 1),
      LISTING_MESSAGES.atLeast('Max Price', 1),
    ]);
    expect(updatePropertyBodySchema.safeParse({ ...update, minPrice: 1, maxPrice: 1 }).success).toBe(true);
  });
});

describe('updatePropertyBodySchema', () => {
  it("uses the update form's own messages", () => {
    expect(messagesOf(updatePropertyBodySchema.safeParse({ propertyTitle: ' ' }))).toEqual([
      LISTING_MESSAGES.pictureRequired,
      MESSAGES.propertyTitleRequired,
      MESSAGES.propertyLocationRequired,
      MESSAGES.updateMinPriceRequired,
      MESSAGES.updateMaxPriceRequired,
    ]);
  });
});
