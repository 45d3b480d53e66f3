import { type Property, updatePropertyBodySchema } from '@nestlane/shared';
import type { DefaultValues } from 'react-hook-form';

import {
  createPictureFormResolver,
  type PictureFormInput,
  type PictureFormOutput,
} from './picture-form-resolver';
import { takesCityArea } from './place-options';

export type UpdatePropertyFormInput = PictureFormInput<typeof updatePropertyBodySchema>;
export type UpdatePropertyFormOutput = PictureFormOutput<typeof updatePropertyBodySchema>;

export const updatePropertyResolver = createPictureFormResolver(updatePropertyBodySchema);

/** Prefilled with the listing as it is; the picture is chosen again (spec §2 screen 11: required). */
export function createUpdatePropertyDefaults(property: Property): DefaultValues<UpdatePropertyFormInput> {
  return {
    propertyTitle: property.propertyTitle,
    propertyLocation: property.propertyLocation,
    minPrice: property.minPrice,
    maxPrice: property.maxPrice,
    // Sent only where the form shows the area: elsewhere the body stays the spec's five fields.
    ...(takesCityArea(property.division, property.district, property.upozila) ? { area: property.area } : {}),
  };
}
