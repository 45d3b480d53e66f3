import { BD_AREAS } from './areas';
import { BD_DIVISIONS } from './index';

export type PlaceLevel = 'division' | 'district' | 'upazila' | 'area';

/** One type-ahead hit: the place, and the ids and names of every level down to it. */
export type PlaceMatch = {
  level: PlaceLevel;
  name: string;
  bn: string;
  /** English name with its parent, e.g. "Gulshan, Dhaka"; a division stands alone. */
  label: string;
  bnLabel: string;
  division: { id: number; name: string };
  district?: { id: number; name: string };
  upazila?: { id: number; name: string };
  area?: { id: string; name: string };
  /** The other name that matched (e.g. "Bashundhara R/A" for Vatara), when not the place's own. */
  alias?: string;
};

/**
 * Other English names people still type for divisions and districts (old spellings), and for the
 * two metropolitan upazilas, the cities themselves.
 */
const ADMIN_ALIASES: Record<string, string[]> = {
  'Dhaka Metropolitan': ['Dhaka City'],
  'Chattogram Metropolitan': ['Chattogram City', 'Chittagong City'],
  Chattogram: ['Chittagong', 'CTG'],
  Barishal: ['Barisal'],
  Cumilla: ['Comilla'],
  Bogura: ['Bogra'],
  Jashore: ['Jessore'],
  Chapainawabganj: ['Chapai Nawabganj'],
  Jhalokati: ['Jhalakathi'],
};

/** Exact beats prefix beats substring; the number is the rank. */
const EXACT = 0;
const PREFIX = 1;
const SUBSTRING = 2;
const NO_MATCH = 3;
const LEVEL_RANK: Record<PlaceLevel, number> = { division: 0, district: 1, upazila: 2, area: 3 };

type Key = { text: string; words: string[]; compact: string; alias?: string };
type Entry = { match: PlaceMatch; keys: Key[]; order: number };

/**
 * Lower case, accents off, punctuation to spaces. Accents are stripped only in the Latin
 * range: Bangla vowel signs are combining marks too and must stay. NFD also makes a
 * precomposed য় (U+09DF) equal to য + nukta, whichever the keyboard sends.
 */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

function toKey(text: string, alias?: string): Key {
  const normal = normalizePlaceText(text);
  return { text: normal, words: normal.split(' '), compact: normal.replaceAll(' ', ''), alias };
}

function toEntry(match: PlaceMatch, aliases: readonly string[], order: number): Entry {
  const keys = [toKey(match.name), toKey(match.bn), ...aliases.map((a) => toKey(a, a))];
  return { match, keys, order };
}

/** Every place once, in hierarchy order (which is also the tie-break). Built on first use. */
function buildIndex(): Entry[] {
  const entries: Entry[] = [];
  const areasByDistrict = new Map(BD_AREAS.map((d) => [d.districtId, d.areas]));
  for (const division of BD_DIVISIONS) {
    const div = { id: division.id, name: division.name };
    entries.push(
      toEntry(
        {
          level: 'division',
          name: division.name,
          bn: division.bn,
          label: division.name,
          bnLabel: division.bn,
          division: div,
        },
        ADMIN_ALIASES[division.name] ?? [],
        entries.length,
      ),
    );
    for (const district of division.districts) {
      const dis = { id: district.id, name: district.name };
      const parent = { division: div, district: dis };
      entries.push(
        toEntry(
          {
            level: 'district',
            name: district.name,
            bn: district.bn,
            label: `${district.name}, ${division.name}`,
            bnLabel: `${district.bn}, ${division.bn}`,
            ...parent,
          },
          ADMIN_ALIASES[district.name] ?? [],
          entries.length,
        ),
      );
      for (const upazila of district.upazilas) {
        const upa = { id: upazila.id, name: upazila.name };
        entries.push(
          toEntry(
            {
              level: 'upazila',
              name: upazila.name,
              bn: upazila.bn,
              label: `${upazila.name}, ${district.name}`,
              bnLabel: `${upazila.bn}, ${district.bn}`,
              ...parent,
              upazila: upa,
            },
            ADMIN_ALIASES[upazila.name] ?? [],
            entries.length,
          ),
        );
      }
      for (const area of areasByDistrict.get(district.id) ?? []) {
        entries.push(
          toEntry(
            {
              level: 'area',
              name: area.name,
              bn: area.bn,
              label: `${area.name}, ${district.name}`,
              bnLabel: `${area.bn}, ${district.bn}`,
              ...parent,
              area: { id: area.id, name: area.name },
            },
            area.aliases,
            entries.length,
          ),
        );
      }
    }
  }
  return entries;
}

let index: Entry[] | undefined;

function rankKey(key: Key, query: Key): number {
  if (key.text === query.text) return EXACT;
  if (key.text.startsWith(query.text) || key.words.some((w) => w.startsWith(query.text))) return PREFIX;
  if (key.text.includes(query.text) || key.compact.includes(query.compact)) return SUBSTRING;
  return NO_MATCH;
}

/**
 * Type-ahead over every division, district, upazila and city area, by English name
 * (any case, no accents needed), Bangla name or alias. Exact, then a word's prefix, then
 * a substring; ties go to the bigger place, then hierarchy order.
 */
export function findPlaces(text: string, { limit = 10 }: { limit?: number } = {}): PlaceMatch[] {
  const query = toKey(text);
  if (query.text === '' || limit <= 0) return [];
  index ??= buildIndex();
  const hits: { entry: Entry; rank: number; alias?: string }[] = [];
  for (const entry of index) {
    let best = NO_MATCH;
    let alias: string | undefined;
    for (const key of entry.keys) {
      const rank = rankKey(key, query);
      if (rank < best) {
        best = rank;
        alias = key.alias;
      }
    }
    if (best !== NO_MATCH) hits.push({ entry, rank: best, alias });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      LEVEL_RANK[a.entry.match.level] - LEVEL_RANK[b.entry.match.level] ||
      a.entry.order - b.entry.order,
  );
  return hits.slice(0, limit).map(({ entry, alias }) => (alias ? { ...entry.match, alias } : entry.match));
}
