import type { AddOfferBody } from '@nestlane/shared';
import { useMutation } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/**
 * POST /api/addOffer (role user): the listing's data and the buyer come from the server, so the body is
 * only the listing, the amount and the date. Property Bought reads its list afresh when it opens.
 */
export function addOffer(body: AddOfferBody): Promise<{ insertedId: string }> {
  return fetchJson('/addOffer', { method: 'POST', body: JSON.stringify(body) });
}

export function useAddOffer() {
  return useMutation({ mutationFn: addOffer });
}
