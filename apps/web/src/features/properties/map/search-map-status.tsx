import type { SearchMapResponse } from '@nestlane/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatNumber } from '../../../i18n';
import { propertiesText } from '../messages';

/** What the map shows, in words: how many homes, and when the cap leaves some out, how to see them. */
export function describeMapResults({ points, total, isCapped }: SearchMapResponse): string {
  if (points.length === 0) return propertiesText('properties.map.noHomes');
  const shown = formatNumber(points.length);
  if (isCapped || total > points.length) {
    return propertiesText('properties.map.capped', {
      shown,
      total: `${formatNumber(total)}${isCapped ? '+' : ''}`,
    });
  }
  return propertiesText('properties.map.onMap', { count: points.length, shown });
}

/** The line above the map; read out when it changes (not a role=status: it never goes away). */
export function SearchMapStatus({ results }: { results: UseQueryResult<SearchMapResponse> }) {
  const t = propertiesText;
  const text = results.isError
    ? t('properties.map.statusError')
    : results.data
      ? describeMapResults(results.data)
      : t('properties.map.statusLoading');
  return (
    <p
      aria-live="polite"
      className="rounded-full bg-white/95 px-3 py-1 text-center text-xs font-semibold text-ink shadow-md"
    >
      {text}
    </p>
  );
}
