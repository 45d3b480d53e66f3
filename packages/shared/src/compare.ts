/**
 * Comparing listings side by side and the listings a person viewed lately (issue 15, decision 038).
 */
import { z } from 'zod';
import { idSchema, propertyListSchema } from './property';

/** At most this many listings side by side. */
export const COMPARE_LIMIT = 4;
/** A signed-in person's recently viewed listings kept on the server (and a visitor's in the browser). */
export const RECENTLY_VIEWED_LIMIT = 20;

export const COMPARE_MESSAGES = {
  tooMany: `Compare up to ${COMPARE_LIMIT} listings at a time`,
  noIds: 'Choose at least one listing to compare',
  badIds: 'ids must be listing ids separated by commas',
} as const;

/** GET /api/compareProperties?ids=a,b,c: 1–4 listing ids (a comma list or the parameter repeated). */
export const compareQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())], { error: COMPARE_MESSAGES.noIds })
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((item) => item.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .refine((ids) => ids.length > 0, COMPARE_MESSAGES.noIds)
    .refine((ids) => ids.every((id) => idSchema.safeParse(id).success), COMPARE_MESSAGES.badIds)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
    .refine((ids) => ids.length <= COMPARE_LIMIT, COMPARE_MESSAGES.tooMany),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** The public listings among the ids, in the order asked; `missingIds` those not public (or unknown). */
export const compareResponseSchema = z.object({
  properties: propertyListSchema,
  missingIds: z.array(z.string()),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
