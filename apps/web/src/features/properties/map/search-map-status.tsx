import type { SearchMapResponse } from '@nestlane/shared';
import type { UseQueryResult } from '@tanstack/react-query';

function countHomes(count: number): string {
  return `${count} ${count === 1 ? 'home' : 'homes'}`;
}

/** What the map shows, in words: how many homes, and when the cap leaves some out, how to see them. */
export function describeMapResults({ points, total, isCapped }: SearchMapResponse): string {
  if (points.length === 0) return 'No homes match this search here';
  if (isCapped || total > points.length) {
    return `Showing ${points.length} of ${total}${isCapped ? '+' : ''} homes — zoom in and search this area to see the rest`;
  }
  return `${countHomes(points.length)} on the map`;
}

/** The line above the map; read out when it changes (not a role=status: it never goes away). */
export function SearchMapStatus({ results }: { results: UseQueryResult<SearchMapResponse> }) {
  const text = results.isError
    ? 'The map could not be loaded right now.'
    : results.data
      ? describeMapResults(results.data)
      : 'Loading the map’s homes…';
  return (
    <p
      aria-live="polite"
      className="rounded-full bg-white/95 px-3 py-1 text-center text-xs font-semibold text-ink shadow-md"
    >
      {text}
    </p>
  );
}
