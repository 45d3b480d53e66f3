import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { localizeDigits } from '../../../i18n';
import { propertiesText } from '../messages';

type PageItem = number | 'gap-before' | 'gap-after';

/** Page numbers around the current one, always with the first and last: 1 … 4 5 6 … 20. */
export function listPageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(current - 1, pageCount - 4));
  const end = Math.min(pageCount - 1, Math.max(current + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-before');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < pageCount - 1) items.push('gap-after');
  items.push(pageCount);
  return items;
}

type PaginationProps = { page: number; pageCount: number; onChange: (page: number) => void };

export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  const t = propertiesText;
  if (pageCount <= 1) return null;
  const navButton = 'btn-outline px-3 py-2 text-sm';
  return (
    <nav
      aria-label={t('properties.pager.label')}
      className="mt-12 flex flex-wrap items-center justify-center gap-2"
    >
      <button type="button" className={navButton} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('properties.pager.prev')}
      </button>
      <ul className="flex flex-wrap items-center gap-2">
        {listPageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={t('properties.pager.page', { page: localizeDigits(item) })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
                className={`size-10 rounded-lg text-sm font-semibold transition ${
                  item === page
                    ? 'bg-brand-strong text-white'
                    : 'border border-slate-300 bg-white text-ink hover:border-brand-strong hover:text-brand-text'
                }`}
              >
                {localizeDigits(item)}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={navButton}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {t('properties.pager.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
