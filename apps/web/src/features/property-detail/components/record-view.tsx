import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RECENTLY_VIEWED_KEY, rememberViewed } from '../../../lib/recently-viewed-list';
import { useAuth } from '../../auth';
import { recordView } from '../api/record-view';

/**
 * Puts the open listing on the reader's recently viewed list once the page runs in a browser (decision
 * 038): a signed-in person's on the server, a visitor's in this browser only. The server's render and
 * route prefetches never run it, so crawlers and hovered links do not count. Renders nothing.
 */
export function RecordView({ propertyId }: { propertyId: string }) {
  const { loading, user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (loading) return;
    if (!userId) {
      rememberViewed(propertyId);
      return;
    }
    // A lost record is not worth an error on the page the reader came to see.
    recordView(propertyId)
      .then(() => queryClient.invalidateQueries({ queryKey: RECENTLY_VIEWED_KEY }))
      .catch(() => undefined);
  }, [loading, userId, propertyId, queryClient]);

  return null;
}
