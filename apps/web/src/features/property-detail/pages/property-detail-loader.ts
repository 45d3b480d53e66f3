import { idSchema } from '@nestlane/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { loadOrNotFound, throwNotFound } from '../../../lib/not-found';
import { propertyDetailQueryOptions } from '../api/get-property-detail';
import { propertyReviewsQueryOptions } from '../api/get-property-reviews';

/** Loads the listing before the page shows (spec §2); its reviews start loading alongside. */
export function createPropertyDetailLoader(queryClient: QueryClient) {
  return async function propertyDetailLoader({ params }: LoaderFunctionArgs) {
    const id = params.id ?? '';
    if (!idSchema.safeParse(id).success) throwNotFound();
    void queryClient.prefetchQuery(propertyReviewsQueryOptions(id));
    await loadOrNotFound(queryClient.ensureQueryData(propertyDetailQueryOptions(id)));
    return null;
  };
}
