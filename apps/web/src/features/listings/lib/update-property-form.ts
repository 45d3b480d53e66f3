import { LISTING_FACT_KEYS, type Property, updatePropertyBodySchema } from '@nestlane/shared';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { applyListingMode } from './listing-facts-form';
import {
  createPictureFormResolver,
  type PictureFormInput,
  type PictureFormOutput,
} from './picture-form-resolver';
import { takesCityArea } from './place-options';

export type UpdatePropertyFormInput = PictureFormInput<typeof updatePropertyBodySchema>;
export type UpdatePropertyFormOutput = PictureFormOutput<typeof updatePropertyBodySchema>;

/**
 * The listing's resolver: its mode is its own (rent or sale, category), and only the facts and the texts
 * the agent changed are sent (null clears a fact, '' a Bangla text), so an update that leaves them is
 * the spec's body (decisions 047, 059).
 */
export function createUpdatePropertyResolver(property: Property) {
  return createPictureFormResolver(updatePropertyBodySchema, (fields) =>
    keepChangedFacts(applyListingMode(fields, property), property),
  );
}

function keepChangedFacts(fields: FieldValues, property: Property): FieldValues {
  const sent: FieldValues = { ...fields };
  for (const key of LISTING_FACT_KEYS) if (sent[key] === property[key]) delete sent[key];
  for (const key of ['propertyTitleBn', 'description', 'descriptionBn'] as const) {
    if (String(sent[key] ?? '').trim() === property[key].trim()) delete sent[key];
  }
  // An unchanged locality is left out: absent keeps it, or clears it when the area changes (decision 049).
  if (sent.locality === property.locality) delete sent.locality;
  return sent;
}

/** A fact as its input shows it: '' for "not said", 'true'/'false' for the lift. */
function toFactInput(value: unknown) {
  if (value === null) return '';
  return typeof value === 'boolean' ? String(value) : value;
}

/** Prefilled with the listing as it is; the picture is chosen again (spec §2 screen 11: required). */
export function createUpdatePropertyDefaults(property: Property): DefaultValues<UpdatePropertyFormInput> {
  return {
    propertyTitle: property.propertyTitle,
    propertyTitleBn: property.propertyTitleBn,
    description: property.description,
    descriptionBn: property.descriptionBn,
    propertyLocation: property.propertyLocation,
    minPrice: property.minPrice,
    maxPrice: property.maxPrice,
    ...Object.fromEntries(LISTING_FACT_KEYS.map((key) => [key, toFactInput(property[key])])),
    // Sent only where the form shows the area: elsewhere the body stays the spec's five fields.
    ...(takesCityArea(property.division, property.district, property.upozila)
      ? { area: property.area, locality: property.locality }
      : {}),
  };
}
