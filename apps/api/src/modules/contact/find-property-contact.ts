/**
 * How a signed-in person reaches a public listing's agent (issue 12): the agent's name, phone and
 * WhatsApp. Numbers are for signed-in people only (the route's 401), so they are not scraped from
 * public pages; a listing the public cannot see (unverified, or its agent flagged as fraud) is
 * "not found", as on the property page. A fraud caller never gets here: their every call is 403.
 */
import { normaliseBangladeshMobile, type PropertyContact } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { agentRequests, properties, user } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { isPublicProperty } from '../properties/public-property';

/** An agent application's WhatsApp (6–15 digits, any country) as '+' and digits, or null. */
function normaliseApplicationWhatsapp(value: string | null): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  if (!digits) return null;
  return normaliseBangladeshMobile(value) ?? `+${digits}`;
}

/** A public listing's agent and numbers (not found otherwise): what a call or a reveal answers. */
export async function findPublicContact(db: Database, propertyId: string) {
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      agentId: properties.agentId,
      agentName: user.name,
      phone: user.phone,
      whatsapp: user.whatsapp,
      applicationWhatsapp: agentRequests.whatsapp,
    })
    .from(properties)
    .innerJoin(user, eq(properties.agentId, user.id))
    .leftJoin(agentRequests, eq(agentRequests.userId, user.id))
    .where(and(eq(properties.id, propertyId), isPublicProperty()));
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
  return {
    agentId: row.agentId,
    contact: {
      propertyId: row.id,
      propertyTitle: row.title,
      agentName: row.agentName,
      phone: row.phone,
      whatsapp: row.whatsapp ?? normaliseApplicationWhatsapp(row.applicationWhatsapp),
    },
  };
}

export async function findPropertyContact(
  db: Database,
  caller: SessionUser,
  propertyId: string,
): Promise<PropertyContact> {
  const { agentId, contact } = await findPublicContact(db, propertyId);
  return { ...contact, isOwnListing: agentId === caller.id };
}
