import { z } from 'zod';
import { ROLES } from './constants';

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
