/**
 * Request and answer shapes of the account calls (spec §7): the access token, a user's
 * own profile, and "create the profile if absent".
 */
import {
  emailSchema,
  localeSchema,
  managedUserSchema,
  optionalProfilePhotoSchema,
  profileNameSchema,
  profilePhoneSchema,
  profileWhatsappSchema,
} from '@nestlane/shared';
import { z } from 'zod';

export const accessTokenBodySchema = z.object({ email: emailSchema });

export const accessTokenSchema = z.object({
  token: z.string(),
  /** Seconds the token is valid from now: the browser renews it before then (docs/decisions). */
  expiresIn: z.number().int(),
});

export const emailQuerySchema = z.object({ email: emailSchema });
export const optionalEmailQuerySchema = z.object({ email: emailSchema.optional() });

/**
 * A user's profile as they (or an admin) see it (GET /api/getuser): the admin's list's fields, plus
 * the phone and WhatsApp numbers buyers reach an agent by (+8801XXXXXXXXX, or null) and the
 * language they chose (null until they choose).
 */
export const userProfileSchema = managedUserSchema.extend({
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  locale: localeSchema.nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * POST /api/users: the spec's body. Only name and photo are ever written; role and
 * creationDate are accepted so the spec's client keeps working, and ignored.
 */
export const saveProfileBodySchema = z.object({
  email: emailSchema,
  /** The same name rule as sign-up (packages/shared user.ts). */
  name: profileNameSchema.optional(),
  /** A picture uploaded through POST /api/images; empty or null keeps the current one. */
  photo: optionalProfilePhotoSchema,
  /** A Bangladesh mobile number, stored as +8801XXXXXXXXX; '' or null removes it, absent keeps it. */
  phone: profilePhoneSchema,
  /** The same rule as phone. */
  whatsapp: profileWhatsappSchema,
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
  /** 1 when the name, photo, phone or WhatsApp changed, 0 otherwise. */
  modifiedCount: z.number().int(),
});
export type SaveProfileResult = z.infer<typeof saveProfileResultSchema>;

/** PUT /api/me/locale: the language the signed-in person's mail and notifications are written in. */
export const saveLocaleBodySchema = z.object({ locale: localeSchema });
export const savedLocaleSchema = z.object({ locale: localeSchema });
