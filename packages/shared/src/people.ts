/**
 * The agent application and the admin's view of people (spec §2 screens 1, 9, 16; §7):
 * the form body is checked by the same schema in the browser and on the server.
 */
import { z } from 'zod';
import { ROLES } from './constants';
import { localeSchema } from './locale-schema';

export const SOCIAL_LINK_MAX_LENGTH = 200;
export const WHATSAPP_PATTERN = /^\+?[0-9]{6,15}$/;
// Control characters have no business in a link or a handle; they would garble the admin's table.
const CONTROL_CHARACTERS = /\p{Cc}/u;

const SOCIAL_LABELS = { twitter: 'Twitter', facebook: 'Facebook', linkedin: 'LinkedIn' } as const;
type SocialField = keyof typeof SOCIAL_LABELS;

function socialMessages(field: SocialField) {
  const label = SOCIAL_LABELS[field];
  return {
    required: `${label} is required`,
    tooLong: `${label} must be at most ${SOCIAL_LINK_MAX_LENGTH} characters`,
    invalid: `${label} contains invalid characters`,
  } as const;
}

/** The agent application's rules, worded once (the web app shows them in the reader's language). */
export const AGENT_REQUEST_MESSAGES = {
  twitter: socialMessages('twitter'),
  facebook: socialMessages('facebook'),
  linkedin: socialMessages('linkedin'),
  whatsappRequired: 'WhatsApp is required',
  whatsappInvalid: 'WhatsApp must be a number: 6 to 15 digits, with an optional leading +',
} as const;

function socialLink(field: SocialField) {
  const messages = AGENT_REQUEST_MESSAGES[field];
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(SOCIAL_LINK_MAX_LENGTH, { error: messages.tooLong })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: messages.invalid });
}

/** PATCH /api/agentRequest/{userId}: all four required; whatsapp is a phone number in digits. */
export const agentRequestSchema = z.object({
  twitter: socialLink('twitter'),
  facebook: socialLink('facebook'),
  linkedin: socialLink('linkedin'),
  whatsapp: z
    .string({ error: AGENT_REQUEST_MESSAGES.whatsappRequired })
    .trim()
    .min(1, { error: AGENT_REQUEST_MESSAGES.whatsappRequired })
    .regex(WHATSAPP_PATTERN, { error: AGENT_REQUEST_MESSAGES.whatsappInvalid }),
});
export type AgentRequest = z.infer<typeof agentRequestSchema>;

/** A user as the admin manages them (GET /api/getallUsers). */
export const managedUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  role: z.enum(ROLES),
  agentReq: z.boolean(),
  /** A date string such as 'Tue Jan 02 2024'. */
  creationDate: z.string(),
  /** The language the person chose (GET /api/getuser answers it; null until they choose). */
  locale: localeSchema.nullable().optional(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
export const managedUserListSchema = z.array(managedUserSchema);

/** A pending agent application with its applicant (GET /api/agentReq). */
export const pendingAgentRequestSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  role: z.enum(ROLES),
  twitter: z.string(),
  facebook: z.string(),
  linkedin: z.string(),
  whatsapp: z.string(),
  /** ISO 8601 timestamp of the application. */
  requestDate: z.string(),
});
export type PendingAgentRequest = z.infer<typeof pendingAgentRequestSchema>;
export const pendingAgentRequestListSchema = z.array(pendingAgentRequestSchema);

/** The roles an admin can give with PATCH /api/changeRole/{id}?role= (fraud has its own call). */
export const PROMOTION_ROLES = ['admin', 'agent'] as const;
export type PromotionRole = (typeof PROMOTION_ROLES)[number];

export const changeRoleQuerySchema = z.object({
  role: z.enum(PROMOTION_ROLES, { error: "role must be 'admin' or 'agent'" }),
});

export const makeFraudQuerySchema = z.object({
  role: z.literal('fraud', { error: "role must be 'fraud'" }),
  email: z.email({ error: 'email must be the email address of the agent to mark' }),
});
