import { COMPARE_LIMIT } from '@nestlane/shared';
import { isUuid } from '../../../lib/is-uuid';

export type CompareIds = {
  /** The listing ids to compare, at most COMPARE_LIMIT, as given (lower case, no repeats). */
  ids: string[];
  /** Parts of the address that are not listing ids, left out. */
  badIds: string[];
  /** Listing ids past the first COMPARE_LIMIT, left out. */
  extraIds: string[];
};

/** The compare page's `ids` parameter (`a,b,c`, or repeated), read as the API reads it. */
export function readCompareIds(values: readonly string[]): CompareIds {
  const parts = values
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const valid = [...new Set(parts.filter(isUuid).map((id) => id.toLowerCase()))];
  return {
    ids: valid.slice(0, COMPARE_LIMIT),
    badIds: parts.filter((part) => !isUuid(part)),
    extraIds: valid.slice(COMPARE_LIMIT),
  };
}
