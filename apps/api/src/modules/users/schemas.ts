/**
 * Request and answer shapes of the account calls (spec §7): the access token, a user's
 * own profile, and "create the profile if absent".
 */
import { emailSchema, managedUserSchema } from '@nestlane/shared';
import { z } from 'zod';

export const NAME_MAX_LENGTH = 100;
export const PHOTO_URL_MAX_LENGTH = 2048;
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** An uploaded picture (/uploads/…) or a picture on the web (a provider's avatar). */
export function isPhotoUrl(value: string): boolean {
  if (CONTROL_CHARACTERS.test(value)) return false;
  if (value.startsWith('/uploads/')) return !value.includes('..');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const accessTokenBodySchema = z.object({ email: emailSchema });

export const accessTokenSchema = z.object({
  token: z.string(),
  /** Seconds the token is valid from now: the browser renews it before then (docs/decisions). */
  expiresIn: z.number().int(),
});

export const emailQuerySchema = z.object({ email: emailSchema });
export const optionalEmailQuerySchema = z.object({ email: emailSchema.optional() });

/** A user's profile as they (or an admin) see it (GET /api/getuser): the admin's list shows the same fields. */
export const userProfileSchema = managedUserSchema;
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * POST /api/users: the spec's body. Only name and photo are ever written; role and
 * creationDate are accepted so the spec's client keeps working, and ignored.
 */
export const saveProfileBodySchema = z.object({
  email: emailSchema,
  name: z
    .string()
    .trim()
    .min(1, { error: 'name must not be empty' })
    .max(NAME_MAX_LENGTH, { error: `name must be at most ${NAME_MAX_LENGTH} characters` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'name contains invalid characters' })
    .optional(),
  photo: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(PHOTO_URL_MAX_LENGTH, { error: `photo must be at most ${PHOTO_URL_MAX_LENGTH} characters` })
        .refine(isPhotoUrl, { error: 'photo must be an http(s) address or an uploaded picture' }),
    ])
    .nullable()
    .optional(),
  role: z
    .unknown()
    .optional()
    .describe('Ignored: a new account is always a user; only an admin changes roles'),
  creationDate: z.unknown().optional().describe('Ignored: the server records the creation date'),
});
export type SaveProfileInput = z.infer<typeof saveProfileBodySchema>;

export const saveProfileResultSchema = z.object({
  /** The profile's id: it exists once the account does (docs/decisions). */
  insertedId: z.string(),
  /** 1 when the name or photo changed, 0 otherwise. */
  modifiedCount: z.number().int(),
});
export type SaveProfileResult = z.infer<typeof saveProfileResultSchema>;
