import { COMPARE_LIMIT } from '@nestlane/shared';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../i18n';
import { commonText } from '../lib/common-text';
import { buildCompareHref, clearCompared, removeCompared, useComparedListings } from '../lib/compare-list';

/** Read by the search bar's floating List | Map (features/properties/components/search-bar.tsx). */
const TRAY_HEIGHT = '--compare-tray-height';

/**
 * The listings chosen for comparing, in a bar along the bottom of the window on every main page but the
 * comparison itself (decision 038): their names (on wider screens), a way to take each off or all, and
 * the comparison, once two are chosen. A spacer of the bar's height keeps the footer's end visible.
 */
export function CompareTray() {
  const compared = useComparedListings();
  const trayRef = useTrayHeight();
  if (compared.length === 0) return null;
  const canCompare = compared.length >= 2;
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <section
        ref={trayRef}
        aria-labelledby="compare-tray-title"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <h2 id="compare-tray-title" className="text-sm font-bold text-ink">
            {commonText('common.compare.trayTitle', {
              count: formatNumber(compared.length),
              limit: formatNumber(COMPARE_LIMIT),
            })}
          </h2>
          <ul className="hidden min-w-0 flex-1 flex-wrap gap-2 sm:flex">
            {compared.map((item) => (
              <li
                key={item.id}
                className="flex min-w-0 items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
              >
                <span className="max-w-48 truncate">{item.title}</span>
                <button
                  type="button"
                  onClick={() => removeCompared(item.id)}
                  aria-label={commonText('common.compare.remove', { title: item.title })}
                  className="flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-ink"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="ml-auto flex items-center gap-3">
            <button
              type="button"
              onClick={clearCompared}
              className="min-h-9 text-sm font-semibold text-slate-700 underline underline-offset-2 hover:text-ink"
            >
              {commonText('common.compare.clear')}
            </button>
            {canCompare ? (
              <Link
                to={buildCompareHref(compared.map((item) => item.id))}
                className="btn-primary px-4 py-2 text-sm"
              >
                {commonText('common.compare.now')}
              </Link>
            ) : (
              <p className="text-sm text-slate-600">{commonText('common.compare.chooseOneMore')}</p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * The tray's height as `--compare-tray-height` on <html>, while it is shown: what floats at the bottom of
 * the screen (a phone's List | Map on the search page) sits above it instead of over it. A ref callback,
 * run as the tray's element is attached and detached.
 */
function useTrayHeight() {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const root = document.documentElement.style;
    const write = () => root.setProperty(TRAY_HEIGHT, `${element.offsetHeight}px`);
    write();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(write) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(TRAY_HEIGHT);
    };
  }, []);
}
