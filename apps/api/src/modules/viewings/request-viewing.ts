/**
 * A visit to a public listing (issue 12): a signed-in person proposes 1–3 distinct times within the
 * viewing window (the schema checks count, format and distinctness; the clock is checked here,
 * decision 044), never on their own listing; the agent hears of it through notify(), in the same transaction.
 */
import { findProposedTimeProblem, type RequestViewingBody, VIEWING_MESSAGES } from '@nestlane/shared';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { viewings } from '../../db/schema';
import { dateTimes, message } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/notify';
import { lockPublicProperty } from '../properties/lock-public-property';

export const VIEWINGS_LINK = '/dashboard/viewings';

export async function requestViewing(
  db: Database,
  buyer: SessionUser,
  body: RequestViewingBody,
  now = new Date(),
): Promise<{ insertedId: string }> {
  const times = body.proposedTimes.map((time) => new Date(time)).sort((a, b) => a.getTime() - b.getTime());
  const timeProblem = findProposedTimeProblem(times, now);
  if (timeProblem) throw new AppError('BAD_REQUEST', timeProblem);
  return db.transaction(async (tx) => {
    const listing = await lockPublicProperty(tx, body.propertyId, 'share');
    if (listing.agentId === buyer.id) throw new AppError('CONFLICT', VIEWING_MESSAGES.ownListing);
    const [row] = await tx
      .insert(viewings)
      .values({
        propertyId: listing.id,
        buyerId: buyer.id,
        agentId: listing.agentId,
        propertyTitle: listing.title,
        proposedTimes: times,
        message: body.message ?? '',
        status: 'requested',
      })
      .returning({ id: viewings.id });
    if (!row) throw new Error('the viewing was not inserted');
    await notify(tx, {
      userId: listing.agentId,
      kind: 'viewing_requested',
      title: message('notification.viewingRequested.title', { buyer: buyer.name, title: listing.title }),
      body: message('notification.viewingRequested.body', { times: dateTimes(times) }),
      link: VIEWINGS_LINK,
    });
    return { insertedId: row.id };
  });
}
