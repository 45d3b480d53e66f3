/**
 * Viewings (issue 12): a signed-in person asks to visit a public listing at one of 1–3 proposed
 * times; the agent confirms one or declines; either side cancels with a reason.
 */
import { z } from 'zod';
import { idSchema } from './property';
import { VIEWING_PARTIES, VIEWING_STATUSES } from './reach';

export const MAX_PROPOSED_TIMES = 3;
export const VIEWING_MESSAGE_MAX_LENGTH = 1000;
export const CANCEL_REASON_MIN_LENGTH = 3;
export const CANCEL_REASON_MAX_LENGTH = 500;
/** How far ahead a visit can be proposed (decision 044): from now to this many days ahead. */
export const VIEWING_WINDOW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export const VIEWING_MESSAGES = {
  timeRequired: 'Propose at least one time',
  tooManyTimes: `Propose at most ${MAX_PROPOSED_TIMES} times`,
  invalidTime: 'Each proposed time must be a date and time',
  pastTime: 'Each proposed time must be in the future',
  tooFarAhead: `Each proposed time must be within the next ${VIEWING_WINDOW_DAYS} days`,
  sameTime: 'The proposed times must be different',
  messageTooLong: `Message must be at most ${VIEWING_MESSAGE_MAX_LENGTH} characters`,
  reasonRequired: 'Please give a reason for cancelling',
  reasonTooShort: `The reason must be at least ${CANCEL_REASON_MIN_LENGTH} characters`,
  reasonTooLong: `The reason must be at most ${CANCEL_REASON_MAX_LENGTH} characters`,
  ownListing: 'You cannot ask to visit your own listing',
  viewingNotFound: 'Viewing not found',
  notProposed: 'Confirm one of the times the buyer proposed',
  notRequested: (status: string) => `This viewing is already ${status}`,
  notCancellable: (status: string) => `A ${status} viewing cannot be cancelled`,
  onlyAgentDecides: "Only the listing's agent can confirm or decline a viewing",
  listingGone: 'This listing is no longer available, so the visit cannot be confirmed',
  requested: 'Viewing requested',
} as const;

/**
 * The first problem of proposed times against the clock, or null: each must lie within the window,
 * after `now` and at most VIEWING_WINDOW_DAYS ahead (the server's clock decides; the form's agrees).
 */
export function findProposedTimeProblem(times: Date[], now = new Date()): string | null {
  if (times.some((time) => time.getTime() <= now.getTime())) return VIEWING_MESSAGES.pastTime;
  const latest = now.getTime() + VIEWING_WINDOW_DAYS * DAY_MS;
  if (times.some((time) => time.getTime() > latest)) return VIEWING_MESSAGES.tooFarAhead;
  return null;
}

const proposedTimeSchema = z.iso.datetime({ offset: true, error: VIEWING_MESSAGES.invalidTime });

/** POST /api/viewings. "In the future" is judged by the server's clock (and the form's). */
export const requestViewingBodySchema = z.object({
  propertyId: idSchema,
  proposedTimes: z
    .array(proposedTimeSchema, { error: VIEWING_MESSAGES.timeRequired })
    .min(1, { error: VIEWING_MESSAGES.timeRequired })
    .max(MAX_PROPOSED_TIMES, { error: VIEWING_MESSAGES.tooManyTimes })
    .refine((times) => new Set(times.map((time) => Date.parse(time))).size === times.length, {
      error: VIEWING_MESSAGES.sameTime,
    }),
  message: z
    .string()
    .trim()
    .max(VIEWING_MESSAGE_MAX_LENGTH, { error: VIEWING_MESSAGES.messageTooLong })
    .optional()
    .default(''),
});
export type RequestViewingBody = z.input<typeof requestViewingBodySchema>;

/** PATCH /api/viewings/{id}/confirm: one of the proposed times. */
export const confirmViewingBodySchema = z.object({ time: proposedTimeSchema });

export const cancelReasonSchema = z
  .string({ error: VIEWING_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: VIEWING_MESSAGES.reasonRequired })
  .min(CANCEL_REASON_MIN_LENGTH, { error: VIEWING_MESSAGES.reasonTooShort })
  .max(CANCEL_REASON_MAX_LENGTH, { error: VIEWING_MESSAGES.reasonTooLong });

/** PATCH /api/viewings/{id}/cancel. */
export const cancelViewingBodySchema = z.object({ reason: cancelReasonSchema });

export const viewingSchema = z.object({
  _id: z.string(),
  propertyId: z.string().nullable(),
  propertyTitle: z.string(),
  side: z.enum(VIEWING_PARTIES),
  /** The other person: the agent for a buyer, the buyer for the agent. */
  otherName: z.string(),
  /** ISO 8601, earliest first. */
  proposedTimes: z.array(z.string()),
  message: z.string(),
  status: z.enum(VIEWING_STATUSES),
  confirmedTime: z.string().nullable(),
  cancelledBy: z.enum(VIEWING_PARTIES).nullable(),
  cancelReason: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Viewing = z.infer<typeof viewingSchema>;
export const viewingListSchema = z.array(viewingSchema);
