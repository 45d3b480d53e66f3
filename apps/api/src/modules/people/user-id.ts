import { z } from 'zod';
import { PEOPLE_MESSAGES } from './messages';

/** Better Auth's ids are text, not uuids: letters, digits, '-' and '_' of a sane length. */
export const userIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: PEOPLE_MESSAGES.invalidUserId });
