import { addPropertyBodySchema, CATEGORIES, LISTED_FOR } from '@nestlane/shared';
import type { DefaultValues } from 'react-hook-form';
import {
  createPictureFormResolver,
  type PictureFormInput,
  type PictureFormOutput,
} from './picture-form-resolver';
import { NO_PLACE } from './place-options';

export type AddPropertyFormInput = PictureFormInput<typeof addPropertyBodySchema>;
export type AddPropertyFormOutput = PictureFormOutput<typeof addPropertyBodySchema>;

export const addPropertyResolver = createPictureFormResolver(addPropertyBodySchema);

/**
 * Category and listed-on start on their first option (the spec does not ask the agent to choose them); the
 * place starts unchosen and is required, since search filters by it; numbers start empty.
 */
export function createAddPropertyDefaults(): DefaultValues<AddPropertyFormInput> {
  return {
    propertyTitle: '',
    description: '',
    category: CATEGORIES[0],
    listedFor: LISTED_FOR[0],
    propertyLocation: '',
    ...NO_PLACE,
    area: '',
    latitude: '',
    longitude: '',
    interiorFacilities: [],
    outdoorFacilities: [],
    otherFacilities: [],
  };
}
