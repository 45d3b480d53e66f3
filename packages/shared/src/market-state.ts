import { z } from 'zod';
import { idSchema } from './property';

/** A month as `YYYY-MM` (the relist's available-from month). */
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** This month, `YYYY-MM`, in UTC. */
export function findCurrentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

export const MARKET_STATE_MESSAGES = {
  onlyRentalsCanBeRented: 'Only a Property For Rent Can Be Marked Rented',
  onlyAvailableCanBeRented: 'Only an Available Property Can Be Marked Rented',
  onlyRentedCanBeRelisted: 'Only a Rented Property Can Be Relisted',
  availableFromFormat: 'availableFrom must be a month written YYYY-MM',
  availableFromPast: 'availableFrom must be this month or later',
} as const;

/** POST /api/markRented. */
export const markRentedBodySchema = z.object({ propertyId: idSchema });
export type MarkRentedBody = z.infer<typeof markRentedBodySchema>;

/** POST /api/relistProperty: a rented listing back on the market from `availableFrom`. */
export const relistPropertyBodySchema = z.object({
  propertyId: idSchema,
  availableFrom: z
    .string({ error: MARKET_STATE_MESSAGES.availableFromFormat })
    .regex(MONTH_PATTERN, { error: MARKET_STATE_MESSAGES.availableFromFormat })
    .refine((month) => month >= findCurrentMonth(), { error: MARKET_STATE_MESSAGES.availableFromPast }),
});
export type RelistPropertyInput = z.input<typeof relistPropertyBodySchema>;
export type RelistPropertyBody = z.output<typeof relistPropertyBodySchema>;
