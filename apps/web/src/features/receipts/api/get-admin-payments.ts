import type { AdminPayment } from '@nestlane/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage } from '../../../lib/fetch-page';

/** GET /api/admin/payments?page=&limit= (admin): every payment, newest first. */
export function useAdminPayments(page: number) {
  return useQuery({
    queryKey: ['adminPayments', page],
    queryFn: () => fetchPage<AdminPayment>('/admin/payments', page),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
