import { z } from 'zod';
import { ROLES } from './constants';
import { UPLOADED_IMAGE_PATTERN } from './listing';

export const emailSchema = z.email({ message: 'Invalid email address' });

/** What anybody may see of an agent (GET /api/getAgentData/{email}). */
export const publicAgentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  role: z.enum(ROLES),
  /** A date string such as 'Tue Jan 02 2024'. */
  creationDate: z.string(),
});
export type PublicAgent = z.infer<typeof publicAgentSchema>;

/** The name and photo rules of every way a person's profile is written (sign-up, update, POST /api/users). */
export const PROFILE_NAME_MAX_LENGTH = 100;
const CONTROL_CHARACTERS = /\p{Cc}/u;

export const PROFILE_MESSAGES = {
  nameRequired: 'Please Type Your Name',
  nameTooLong: `Name Should Be At Most ${PROFILE_NAME_MAX_LENGTH} Characters`,
  nameInvalid: 'Name Should Not Contain Control Characters',
  photoNotUploaded: 'Please Upload Your Photo Again',
} as const;

/** A person's name: text, trimmed, 1–100 characters, no control characters (NUL, newline…). */
export const profileNameSchema = z
  .string({ error: PROFILE_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: PROFILE_MESSAGES.nameRequired })
  .max(PROFILE_NAME_MAX_LENGTH, { error: PROFILE_MESSAGES.nameTooLong })
  .refine((value) => !CONTROL_CHARACTERS.test(value), { error: PROFILE_MESSAGES.nameInvalid });

/** A person's photo is a picture uploaded through POST /api/images, like a listing's. */
export const profilePhotoSchema = z
  .string({ error: PROFILE_MESSAGES.photoNotUploaded })
  .trim()
  .regex(UPLOADED_IMAGE_PATTERN, { error: PROFILE_MESSAGES.photoNotUploaded });

/** An optional photo: absent, null or '' means none chosen. */
export const optionalProfilePhotoSchema = z
  .union([z.literal(''), profilePhotoSchema], { error: PROFILE_MESSAGES.photoNotUploaded })
  .nullable()
  .optional();
