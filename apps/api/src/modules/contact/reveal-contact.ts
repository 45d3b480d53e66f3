/**
 * One tap to the agent (issue 27, decision 053): anyone, signed in or not, may reveal a public
 * listing's agent numbers by tapping Call or WhatsApp; the numbers are never in the page's HTML, so
 * fetching pages harvests nothing, and the route is throttled per address. A listing the public
 * cannot see (unverified, or its agent flagged as fraud) is "not found". Each reveal is a lead,
 * counted per listing, kind and Asia/Dhaka day.
 */
import { type ContactRevealKind, dhakaDay, type RevealedContact } from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactReveals } from '../../db/schema-contact-reveals';
import { findPublicContact } from './find-property-contact';

export async function revealContact(
  db: Database,
  propertyId: string,
  kind: ContactRevealKind,
  now = new Date(),
): Promise<RevealedContact> {
  const { contact } = await findPublicContact(db, propertyId);
  await db
    .insert(contactReveals)
    .values({ propertyId, kind, day: dhakaDay(now), count: 1 })
    .onConflictDoUpdate({
      target: [contactReveals.propertyId, contactReveals.kind, contactReveals.day],
      set: { count: sql`${contactReveals.count} + 1` },
    });
  return contact;
}
