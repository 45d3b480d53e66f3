/**
 * The search's filters on the facts a Bangladeshi asks first (issue 26, decision 047): who may rent,
 * furnishing, lift, gas, parking and "available by" a month. Each absent or empty is no filter.
 */
import { z } from 'zod';
import { FURNISHINGS, MAX_PARKING_SPACES } from './listing-fact-values';

/** A filter's tenants: a listing open to 'any' matches each. */
export const TENANT_FILTERS = ['family', 'bachelor_men', 'bachelor_women', 'sublet'] as const;
/** A gas line or a cylinder; 'none' is not something anyone searches for. */
export const GAS_FILTERS = ['piped', 'cylinder'] as const;

function choiceParam<const T extends readonly string[]>(name: string, options: T) {
  const message = `${name} must be one of ${options.join(', ')}`;
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || options.includes(value), message)
    .transform((value) => (value === '' ? undefined : (value as T[number])))
    .optional();
}

export const factFilterShape = {
  tenantType: choiceParam('tenantType', TENANT_FILTERS),
  furnishing: choiceParam('furnishing', FURNISHINGS),
  gas: choiceParam('gas', GAS_FILTERS),
  hasLift: z
    .string({ error: "hasLift must be 'true'" })
    .trim()
    .refine((value) => value === '' || value === 'true', "hasLift must be 'true'")
    .transform((value) => (value === 'true' ? true : undefined))
    .optional(),
  minParking: z
    .string({ error: `minParking must be a whole number from 0 to ${MAX_PARKING_SPACES}` })
    .trim()
    .refine(
      (value) => value === '' || (/^\d{1,3}$/.test(value) && Number(value) <= MAX_PARKING_SPACES),
      `minParking must be a whole number from 0 to ${MAX_PARKING_SPACES}`,
    )
    .transform((value) => (value === '' ? undefined : Number(value)))
    .optional(),
  availableBy: z
    .string({ error: 'availableBy must be a month such as 2027-06' })
    .trim()
    .refine(
      (value) => value === '' || /^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/.test(value),
      'availableBy must be a month such as 2027-06',
    )
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
};
