/**
 * The account calls' rules: a profile is read by its owner or an admin; "create the
 * profile if absent" only ever touches the caller's own name and photo.
 */
import type { Locale } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import { isSameEmail } from '../../auth/own-email';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import type { SaveProfileInput, SaveProfileResult, UserProfile } from './schemas';

export const USER_MESSAGES = { userNotFound: 'User not found' } as const;

function toUserProfile(row: typeof user.$inferSelect): UserProfile {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.photo ?? '',
    role: row.role,
    agentReq: row.agentReq,
    creationDate: row.creationDate,
    phone: row.phone,
    whatsapp: row.whatsapp,
    locale: row.locale,
  };
}

export async function findUserProfile(
  db: Database,
  viewer: SessionUser,
  email: string,
): Promise<UserProfile> {
  if (!isSameEmail(viewer.email, email) && viewer.role !== 'admin') {
    throw new AppError('FORBIDDEN', API_MESSAGES.notAllowed);
  }
  const [row] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!row) throw new AppError('NOT_FOUND', USER_MESSAGES.userNotFound);
  return toUserProfile(row);
}

/**
 * Better Auth creates the user row at sign-up (email or provider), so the profile is never
 * absent here: the call is idempotent, answers the profile's id, and may only update the
 * caller's own name, photo, phone and WhatsApp. Role and creation date are the server's, whatever is sent.
 */
export async function saveOwnProfile(
  db: Database,
  caller: SessionUser,
  input: SaveProfileInput,
  queryEmail: string | undefined,
): Promise<SaveProfileResult> {
  const isOwnEmail =
    isSameEmail(caller.email, input.email) && (!queryEmail || isSameEmail(caller.email, queryEmail));
  if (!isOwnEmail) throw new AppError('FORBIDDEN', API_MESSAGES.notAllowed);
  const changes: { name?: string; photo?: string; phone?: string | null; whatsapp?: string | null } = {};
  if (input.name !== undefined && input.name !== caller.name) changes.name = input.name;
  // An empty or missing photo means "none chosen", never "remove mine".
  if (input.photo && input.photo !== caller.image) changes.photo = input.photo;
  // A number absent from the body is kept; '' or null removes it (the schema normalised the rest).
  if (input.phone !== undefined || input.whatsapp !== undefined) {
    // The session's user carries Better Auth's fields only: the numbers are read from the row.
    const [current] = await db
      .select({ phone: user.phone, whatsapp: user.whatsapp })
      .from(user)
      .where(eq(user.id, caller.id));
    if (input.phone !== undefined && input.phone !== current?.phone) changes.phone = input.phone;
    if (input.whatsapp !== undefined && input.whatsapp !== current?.whatsapp)
      changes.whatsapp = input.whatsapp;
  }
  if (Object.keys(changes).length === 0) return { insertedId: caller.id, modifiedCount: 0 };
  const updated = await db.update(user).set(changes).where(eq(user.id, caller.id)).returning({ id: user.id });
  return { insertedId: caller.id, modifiedCount: updated.length };
}

/** The caller's own language, kept on their account for mail and notifications (decision 040). */
export async function saveOwnLocale(
  db: Database,
  caller: SessionUser,
  locale: Locale,
): Promise<{ locale: Locale }> {
  await db.update(user).set({ locale }).where(eq(user.id, caller.id));
  return { locale };
}
