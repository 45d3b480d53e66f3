/**
 * How a buyer reaches a listing's agent (issue 12): the agent's phone and WhatsApp numbers, kept
 * in one form (+8801XXXXXXXXX) whatever way they were typed, and the public-listing contact answer.
 */
import { z } from 'zod';

export const CONTACT_MESSAGES = {
  invalidPhone: 'Phone must be a Bangladesh mobile number, such as 01712 345678 or +880 1712 345678',
  invalidWhatsapp: 'WhatsApp must be a Bangladesh mobile number, such as 01712 345678 or +880 1712 345678',
  signInToContact: 'Sign in to contact the agent',
} as const;

/** Spaces, dashes, dots and brackets people type between digits. */
const SEPARATORS = /[\s\-.()]/g;
/** A Bangladesh mobile number: operator prefix 013–019, then eight digits; the country code optional. */
const BD_MOBILE = /^(?:\+?880|0)?(1[3-9]\d{8})$/;

/** '+8801712345678' for any way of writing a Bangladesh mobile number, or null when it is not one. */
export function normaliseBangladeshMobile(input: string): string | null {
  const compact = input.replace(SEPARATORS, '');
  const match = BD_MOBILE.exec(compact.startsWith('00880') ? `+${compact.slice(2)}` : compact);
  return match ? `+880${match[1]}` : null;
}

/**
 * An optional number of the profile: absent keeps the current one, '' or null removes it, anything
 * else must be a Bangladesh mobile number and is stored as +8801XXXXXXXXX.
 */
function optionalMobile(message: string) {
  return z
    .union([z.string().max(40, { error: message }), z.null()], { error: message })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null || value.trim() === '') return null;
      const normalised = normaliseBangladeshMobile(value);
      if (!normalised) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalised;
    });
}

export const profilePhoneSchema = optionalMobile(CONTACT_MESSAGES.invalidPhone);
export const profileWhatsappSchema = optionalMobile(CONTACT_MESSAGES.invalidWhatsapp);

/** The contact details form of My Profile: the same rule as the server's. */
export const contactDetailsSchema = z.object({
  phone: profilePhoneSchema,
  whatsapp: profileWhatsappSchema,
});
export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;

/** GET /api/propertyContact/{id}: the listing's agent, null where a number is unknown. */
export const propertyContactSchema = z.object({
  propertyId: z.string(),
  propertyTitle: z.string(),
  agentName: z.string(),
  /** +8801XXXXXXXXX, or null. */
  phone: z.string().nullable(),
  /** The agent's WhatsApp number (profile, else agent application), '+' and digits, or null. */
  whatsapp: z.string().nullable(),
  /** True when the listing is the caller's own: the page shows no buttons to call oneself. */
  isOwnListing: z.boolean(),
});
export type PropertyContact = z.infer<typeof propertyContactSchema>;

/** How a visitor chose to reach the agent: each reveal is one lead of this kind (issue 27). */
export const CONTACT_REVEAL_KINDS = ['call', 'whatsapp'] as const;
export type ContactRevealKind = (typeof CONTACT_REVEAL_KINDS)[number];

/** POST /api/revealContact/{propertyId}: which button was tapped. */
export const revealContactBodySchema = z.object({
  kind: z.enum(CONTACT_REVEAL_KINDS, { error: 'kind must be call or whatsapp' }),
});
export type RevealContactBody = z.infer<typeof revealContactBodySchema>;

/** The answer of a reveal, for anyone (no sign-in): a public listing's agent and numbers. */
export const revealedContactSchema = propertyContactSchema.omit({ isOwnListing: true });
export type RevealedContact = z.infer<typeof revealedContactSchema>;

/** The digits wa.me wants: the number without '+' or separators. */
export function toWhatsappDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** A WhatsApp chat link with a first message naming the listing and its address. */
export function buildWhatsappLink(number: string, listingTitle: string, listingUrl: string): string {
  const text = `Hello, I am interested in "${listingTitle}" on Nestlane: ${listingUrl}`;
  return `https://wa.me/${toWhatsappDigits(number)}?text=${encodeURIComponent(text)}`;
}
