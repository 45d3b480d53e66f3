import { DEFAULT_PAGE_SIZE } from '@nestlane/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { Page } from '../lib/fetch-page';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { LoadingSpinner } from './loading-spinner';
import { countPages, Pager } from './pager';

type PagedListProps<Row> = {
  query: UseQueryResult<Page<Row>>;
  /** What failed to load, for the error line ('the properties'). */
  what: string;
  /** The line shown when the list holds nothing. */
  emptyText: string;
  /** Where to go instead when it holds nothing, as a button. */
  emptyLink?: { to: string; label: string };
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** Draws the page's rows (a table, a grid of cards). */
  children: (rows: Row[]) => ReactNode;
};

/** The dashboard's paged lists: spinner, error with a retry, empty text, the rows and their pager. */
export function PagedList<Row>({
  query,
  what,
  emptyText,
  emptyLink,
  page,
  onPageChange,
  children,
}: PagedListProps<Row>) {
  const pageCount = countPages(query.data?.total ?? 0, DEFAULT_PAGE_SIZE);
  // An old link, or the last row of the last page removed: go to the last page that exists.
  const isPastTheEnd = query.isSuccess && !query.isPlaceholderData && page > pageCount;

  useEffect(() => {
    if (isPastTheEnd) onPageChange(pageCount, { replace: true });
  }, [isPastTheEnd, pageCount, onPageChange]);

  if (query.isPending) return <LoadingSpinner className="min-h-[40vh]" />;
  if (query.isError)
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.rows.length === 0) {
    if (isPastTheEnd) return <LoadingSpinner className="min-h-[40vh]" />;
    return <EmptyState text={emptyText} link={emptyLink} />;
  }
  return (
    <>
      {/* The previous page stays readable while the next loads; dimming it would break text contrast. */}
      <div
        aria-busy={query.isPlaceholderData}
        className={query.isPlaceholderData ? 'cursor-progress' : undefined}
      >
        {children(query.data.rows)}
      </div>
      <Pager page={page} pageCount={pageCount} onChange={onPageChange} />
    </>
  );
}
