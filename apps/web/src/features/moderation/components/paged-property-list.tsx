import { DEFAULT_PAGE_SIZE, MESSAGES, type Property } from '@nestlane/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { countPages, Pager } from '../../../components/pager';
import type { PropertyPage } from '../api/get-properties';

type PagedPropertyListProps = {
  query: UseQueryResult<PropertyPage>;
  /** What failed to load, for the error line ('the properties'). */
  what: string;
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** Draws the table of the page's properties. */
  children: (properties: Property[]) => ReactNode;
};

/** The admin's paged lists: spinner, error with a retry, empty text, the table and its pager. */
export function PagedPropertyList({ query, what, page, onPageChange, children }: PagedPropertyListProps) {
  const pageCount = countPages(query.data?.total ?? 0, DEFAULT_PAGE_SIZE);
  // An old link, or the last row of the last page decided away: go to the last page that exists.
  const isPastTheEnd = query.isSuccess && !query.isPlaceholderData && page > pageCount;

  useEffect(() => {
    if (isPastTheEnd) onPageChange(pageCount, { replace: true });
  }, [isPastTheEnd, pageCount, onPageChange]);

  if (query.isPending) return <LoadingSpinner className="min-h-[40vh]" />;
  if (query.isError)
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.properties.length === 0) {
    if (isPastTheEnd) return <LoadingSpinner className="min-h-[40vh]" />;
    return <EmptyState text={MESSAGES.noProperties} />;
  }
  return (
    <>
      {/* The previous page stays readable while the next loads; dimming it would break text contrast. */}
      <div
        aria-busy={query.isPlaceholderData}
        className={query.isPlaceholderData ? 'cursor-progress' : undefined}
      >
        {children(query.data.properties)}
      </div>
      <Pager page={page} pageCount={pageCount} onChange={onPageChange} />
    </>
  );
}
