import { MAX_PAGE } from '@nestlane/shared';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../i18n';
import { commonText } from '../lib/common-text';

const PAGE_PARAM = 'page';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The page of a paged list, kept in the URL's ?page= so a reload, a shared link and Back keep it.
 * Anything that is not a page number reads as page 1.
 */
export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  function setPage(page: number, options?: { replace?: boolean }) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page <= 1) next.delete(PAGE_PARAM);
        else next.set(PAGE_PARAM, String(page));
        return next;
      },
      { replace: options?.replace },
    );
  }
  return [readPage(searchParams.get(PAGE_PARAM)), setPage];
}

/** How many pages `total` items fill, at least one. */
export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

type PagerProps = { page: number; pageCount: number; onChange: (page: number) => void };

/** Prev and Next around 'Page N of M'; nothing when everything fits on one page. */
export function Pager({ page, pageCount, onChange }: PagerProps) {
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // The button pressed to reach an end becomes disabled and would drop keyboard focus to the page
  // body: the other button takes it once the new page is shown.
  const focusOnArrival = useRef<{ page: number; button: HTMLButtonElement | null } | null>(null);

  useEffect(() => {
    if (focusOnArrival.current?.page === page) {
      focusOnArrival.current.button?.focus();
      focusOnArrival.current = null;
    }
  }, [page]);

  if (pageCount <= 1) return null;

  function goTo(target: number) {
    if (target <= 1) focusOnArrival.current = { page: target, button: nextRef.current };
    else if (target >= pageCount) focusOnArrival.current = { page: target, button: prevRef.current };
    onChange(target);
  }

  return (
    <nav
      aria-label={commonText('common.pager.label')}
      className="mt-6 flex flex-wrap items-center justify-center gap-4"
    >
      <button
        ref={prevRef}
        type="button"
        className="btn-outline px-4 py-2 text-sm"
        disabled={page <= 1}
        onClick={() => goTo(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {commonText('common.pager.prev')}
      </button>
      <p aria-live="polite" className="text-sm font-semibold text-slate-700">
        {commonText('common.pager.status', { page: formatNumber(page), pageCount: formatNumber(pageCount) })}
      </p>
      <button
        ref={nextRef}
        type="button"
        className="btn-outline px-4 py-2 text-sm"
        disabled={page >= pageCount}
        onClick={() => goTo(page + 1)}
      >
        {commonText('common.pager.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
