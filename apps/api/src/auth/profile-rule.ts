/**
 * Issue 10: Better Auth's own endpoints write a person's name and photo too, so they keep the
 * rules of POST /api/users (packages/shared user.ts): a clean name of 1–100 characters and a
 * photo uploaded to Nestlane. Sign-up and update-user are refused with 400; what a provider
 * sends (a profile we cannot refuse) is cleaned before it is stored.
 */
import {
  optionalProfilePhotoSchema,
  PROFILE_MESSAGES,
  PROFILE_NAME_MAX_LENGTH,
  profileNameSchema,
  profilePhotoSchema,
} from '@nestlane/shared';
import { APIError } from 'better-auth/api';
import { z } from 'zod';

/** The Better Auth endpoints whose body carries a name and an image, and whether the name is required. */
const PROFILE_BODIES: Record<string, z.ZodType<{ name?: string; image?: string | null }>> = {
  '/sign-up/email': z.object({ name: profileNameSchema, image: optionalProfilePhotoSchema }),
  '/update-user': z.object({ name: profileNameSchema.optional(), image: optionalProfilePhotoSchema }),
};

/**
 * The name's own words when the API's one control-character rule refuses it (plugins/control-characters.ts,
 * decision 044), on every route that writes a person's name: Better Auth's and POST /api/users.
 */
export const PROFILE_CONTROL_CHARACTER_MESSAGES = { name: PROFILE_MESSAGES.nameInvalid } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Before Better Auth's handler: 400 with the rule's message when the name or photo breaks the
 * rules; otherwise the body goes on with the name trimmed as it will be stored.
 */
export function checkProfileRule(context: { path: string; body?: unknown }) {
  const schema = PROFILE_BODIES[context.path];
  if (!schema || !isRecord(context.body)) return undefined;
  const result = schema.safeParse({ name: context.body.name, image: context.body.image });
  if (!result.success) {
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: result.error.issues[0]?.message });
  }
  if (result.data.name === undefined) return undefined;
  return { context: { body: { ...context.body, name: result.data.name } } };
}

const CONTROL_CHARACTERS = /\p{Cc}/gu;

/** A provider's name as we store it: control characters become spaces, trimmed, cut to 100 characters. */
export function cleanProviderName(name: unknown): string {
  if (typeof name !== 'string') return '';
  const clean = name.replace(CONTROL_CHARACTERS, ' ').trim();
  return Array.from(clean).slice(0, PROFILE_NAME_MAX_LENGTH).join('').trim();
}

/** A picture we serve ourselves is kept; one from elsewhere is left out (the CSP would block it anyway). */
export function isUploadedPhoto(image: unknown): image is string {
  return profilePhotoSchema.safeParse(image).success;
}

type UserWrite = { name?: unknown; email?: unknown; image?: unknown };

/** Every user Better Auth creates (sign-up, a provider's first sign-in): a clean name, only our pictures. */
export function cleanCreatedUser<T extends UserWrite>(user: T): T {
  const name = cleanProviderName(user.name);
  const fallback = typeof user.email === 'string' ? cleanProviderName(user.email.split('@')[0]) : '';
  return {
    ...user,
    name: name || fallback || 'Nestlane member',
    image: isUploadedPhoto(user.image) ? user.image : null,
  };
}

/** Every change Better Auth makes to a user: a name that cleans to nothing and a foreign picture are not written. */
export function cleanUserChanges<T extends UserWrite>(changes: T): T {
  const { name, image, ...rest } = changes;
  const cleaned: UserWrite = { ...rest };
  if (name !== undefined) {
    const cleanName = cleanProviderName(name);
    if (cleanName) cleaned.name = cleanName;
  }
  if (image === null || isUploadedPhoto(image)) cleaned.image = image;
  else if (image !== undefined) cleaned.image = null;
  return cleaned as T;
}
