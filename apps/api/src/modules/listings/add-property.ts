import { type AddPropertyBody, findFactsProblem } from '@nestlane/shared';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { replaceGallery } from '../properties/gallery';

/**
 * A new listing always belongs to the signed-in agent and waits for an admin: the body
 * schema has no agent, status or advertise fields, so forged ones never reach here.
 */
export async function addProperty(
  db: Database,
  agent: SessionUser,
  body: AddPropertyBody,
): Promise<{ insertedId: string }> {
  // The body schema checked the facts' rules already; checked again here so that no other caller skips them.
  const factsProblem = findFactsProblem(body, body);
  if (factsProblem) throw new AppError('VALIDATION_ERROR', factsProblem.message);
  const { propertyImage, propertyTitle, propertyTitleBn, propertyLocation, gallery, ...details } = body;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(properties)
      .values({
        ...details,
        agentId: agent.id,
        image: propertyImage,
        title: propertyTitle,
        titleBn: propertyTitleBn,
        location: propertyLocation,
        verificationStatus: 'pending',
        advertiseStatus: 'disadvertise',
      })
      .returning({ id: properties.id });
    if (!row) throw new Error('the new property was not inserted');
    if (gallery) await replaceGallery(tx, row.id, gallery);
    return { insertedId: row.id };
  });
}
