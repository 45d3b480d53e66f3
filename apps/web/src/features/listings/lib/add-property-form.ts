import { addPropertyBodySchema, CATEGORIES, LISTED_FOR } from '@nestlane/shared';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { applyListingMode, dropUnsaidFacts } from './listing-facts-form';
import {
  createPictureFormResolver,
  type PictureFormInput,
  type PictureFormOutput,
} from './picture-form-resolver';
import { NO_PLACE } from './place-options';

export type AddPropertyFormInput = PictureFormInput<typeof addPropertyBodySchema>;
export type AddPropertyFormOutput = PictureFormOutput<typeof addPropertyBodySchema>;

/**
 * A new listing sends only the facts and the Bangla text the agent gave: with none, its body is the
 * spec's (decisions 047, 059).
 */
export const addPropertyResolver = createPictureFormResolver(addPropertyBodySchema, (fields) =>
  dropEmptyBanglaText(
    dropUnsaidFacts(applyListingMode(fields, { listedFor: fields.listedFor, category: fields.category })),
  ),
);

function dropEmptyBanglaText(fields: FieldValues): FieldValues {
  const sent: FieldValues = { ...fields };
  for (const key of ['propertyTitleBn', 'descriptionBn'])
    if (!String(sent[key] ?? '').trim()) delete sent[key];
  return sent;
}

/**
 * Category and listed-on start on their first option (the spec does not ask the agent to choose them); the
 * place starts unchosen and is required, since search filters by it; numbers start empty.
 */
export function createAddPropertyDefaults(): DefaultValues<AddPropertyFormInput> {
  return {
    propertyTitle: '',
    description: '',
    propertyTitleBn: '',
    descriptionBn: '',
    category: CATEGORIES[0],
    listedFor: LISTED_FOR[0],
    propertyLocation: '',
    ...NO_PLACE,
    area: '',
    locality: '',
    latitude: '',
    longitude: '',
    interiorFacilities: [],
    outdoorFacilities: [],
    otherFacilities: [],
  };
}
