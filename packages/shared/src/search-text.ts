/**
 * What a typed search text can match on (decision 063): its letters and digits, in any script.
 * Punctuation alone ('_', '%', '..') names nothing, so the search treats it as no text at all, as
 * a property portal's search box does; fewer than three letters and digits match whole words only,
 * since a fragment that short can use no index and would read every title.
 */

/** Letters and digits in any script (a Bangla vowel sign is a mark, not a letter). */
const SEARCHABLE_CHARACTER = /[\p{L}\p{N}]/gu;

/** A text with fewer letters and digits than this matches whole words, never a fragment of a title. */
export const MIN_FRAGMENT_CHARACTERS = 3;

export function countSearchableCharacters(text: string): number {
  return text.match(SEARCHABLE_CHARACTER)?.length ?? 0;
}

/** Whether a typed text is a text filter at all: it has a letter or a digit. */
export function hasSearchableText(text: string): boolean {
  return countSearchableCharacters(text) > 0;
}

/** Whether a typed text may match a fragment of a title ('gulsh' in 'Gulshan'), not only whole words. */
export function isFragmentSearchable(text: string): boolean {
  return countSearchableCharacters(text) >= MIN_FRAGMENT_CHARACTERS;
}
