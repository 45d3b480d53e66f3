/**
 * Saved searches and their alerts (issue 15, decision 037): a search of the search page kept
 * under a name, opened again from the dashboard, and an alert choice for new and cheaper matches.
 * The filters themselves are checked by the search's own schema (search.ts) on the server.
 */
import { z } from 'zod';

export const SAVED_SEARCH_ALERT_CHOICES = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERT_CHOICES)[number];
export const SAVED_SEARCH_ALERT_LABELS: Record<SavedSearchAlert, string> = {
  instant: 'Instant',
  daily: 'Daily digest',
  off: 'Off',
};
/** How many saved searches one person keeps. */
export const MAX_SAVED_SEARCHES = 50;
export const MAX_SAVED_SEARCH_NAME = 80;

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'Saved search not found',
  nameRequired: 'Give the saved search a name',
  nameTooLong: `A saved search's name must be at most ${MAX_SAVED_SEARCH_NAME} characters`,
  limitReached: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  nothingToChange: 'Send a new name or alert choice',
  badQuery: 'query must be the search page’s parameters',
  alertChoice: "alert must be 'instant', 'daily' or 'off'",
  saved: 'Search saved',
} as const;

const nameSchema = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(MAX_SAVED_SEARCH_NAME, SAVED_SEARCH_MESSAGES.nameTooLong);
const alertSchema = z.enum(SAVED_SEARCH_ALERT_CHOICES, { error: SAVED_SEARCH_MESSAGES.alertChoice });

/** The search page's URL parameters as an object: each a text or, repeated, a list of texts. */
export const savedSearchQuerySchema = z
  .record(z.string().max(40), z.union([z.string().max(500), z.array(z.string().max(500)).max(20)]), {
    error: SAVED_SEARCH_MESSAGES.badQuery,
  })
  .refine((query) => Object.keys(query).length <= 40, SAVED_SEARCH_MESSAGES.badQuery);
export type SavedSearchQuery = z.infer<typeof savedSearchQuerySchema>;

/** POST /api/savedSearches */
export const createSavedSearchBodySchema = z.object({
  name: nameSchema,
  query: savedSearchQuerySchema,
  alert: alertSchema.default('instant'),
});
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

/** PATCH /api/savedSearches/{id}: a new name, a new alert choice, or both. */
export const updateSavedSearchBodySchema = z
  .object({ name: nameSchema.optional(), alert: alertSchema.optional() })
  .refine(
    (body) => body.name !== undefined || body.alert !== undefined,
    SAVED_SEARCH_MESSAGES.nothingToChange,
  );
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBodySchema>;

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The filters as the search page's URL names them (blank ones left out). */
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  alert: alertSchema,
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.array(savedSearchSchema);

/** The search page's address for a saved search's filters. */
export function savedSearchPath(query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const text = params.toString();
  return text ? `/allProperties?${text}` : '/allProperties';
}
