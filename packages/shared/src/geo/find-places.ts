import uFuzzy from '@leeoniya/ufuzzy';
import { BD_AREAS } from './areas';
import { BD_DIVISIONS } from './index';
import { BD_LOCALITIES, type Locality } from './localities';

export type PlaceLevel = 'division' | 'district' | 'upazila' | 'area' | 'locality';

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
  /** A locality below the area (decision 049): Mirpur 10, Uttara Sector 7. */
  locality?: { id: string; name: string };
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

/** Exact beats prefix beats substring; the number is the rank. A one-typo match comes after them all. */
const EXACT = 0;
const PREFIX = 1;
const SUBSTRING = 2;
const NO_MATCH = 3;
const LEVEL_RANK: Record<PlaceLevel, number> = { division: 0, district: 1, upazila: 2, area: 3, locality: 4 };
/** A neighbourhood (Bashundhara R/A) before the sectors, roads and blocks, which come in numeric order. */
const FINE_LOCALITY_RANK = 5;
/** Shorter typed text is still being typed: a typo is looked for from this many letters on. */
const MIN_FUZZY_LENGTH = 5;

type Key = { text: string; words: string[]; compact: string; alias?: string };
/** `rank` orders places of one tier: bigger first; `order` is hierarchy order, the last tie-break. */
type Entry = { match: PlaceMatch; keys: Key[]; rank: number; order: number };

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * Lower case, accents off, punctuation to spaces, Bangla digits to Latin ones, and a space where
 * letters meet digits: "Mirpur-10", "mirpur10" and "মিরপুর ১০" all become "mirpur 10" / "মিরপুর 10".
 * Accents are stripped only in the Latin range: Bangla vowel signs are combining marks too and must
 * stay. NFD also makes a precomposed য় (U+09DF) equal to য + nukta, whichever the keyboard sends.
 */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)))
    .replace(/['’.]/g, '')
    .replace(/(?<=[\p{L}\p{M}])(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

function toKey(text: string, alias?: string): Key {
  const normal = normalizePlaceText(text);
  return { text: normal, words: normal.split(' '), compact: normal.replaceAll(' ', ''), alias };
}

function toEntry(
  match: PlaceMatch,
  aliases: readonly string[],
  order: number,
  rank = LEVEL_RANK[match.level],
): Entry {
  const keys = [toKey(match.name), toKey(match.bn), ...aliases.map((a) => toKey(a, a))];
  return { match, keys, rank, order };
}

/** Every place once, in hierarchy order (which is also the tie-break). Built on first use. */
function buildIndex(): Entry[] {
  const entries: Entry[] = [];
  const areasByDistrict = new Map(BD_AREAS.map((d) => [d.districtId, d.areas]));
  const localitiesByArea = new Map<string, Locality[]>();
  for (const locality of BD_LOCALITIES)
    localitiesByArea.set(locality.area, [...(localitiesByArea.get(locality.area) ?? []), locality]);
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
        const inArea = { ...parent, area: { id: area.id, name: area.name } };
        entries.push(
          toEntry(
            {
              level: 'area',
              name: area.name,
              bn: area.bn,
              label: `${area.name}, ${district.name}`,
              bnLabel: `${area.bn}, ${district.bn}`,
              ...inArea,
            },
            area.aliases,
            entries.length,
          ),
        );
        for (const locality of localitiesByArea.get(area.id) ?? []) {
          entries.push(
            toEntry(
              {
                level: 'locality',
                name: locality.name,
                bn: locality.bn,
                label: `${locality.name}, ${area.name}`,
                bnLabel: `${locality.bn}, ${area.bn}`,
                ...inArea,
                locality: { id: locality.id, name: locality.name },
              },
              locality.aliases,
              entries.length,
              locality.kind === 'neighbourhood' ? LEVEL_RANK.locality : FINE_LOCALITY_RANK,
            ),
          );
        }
      }
    }
  }
  return entries;
}

type Index = {
  entries: Entry[];
  /** Every Latin key's text, and the entry (and alias) it belongs to: the haystack of the typo search. */
  latinKeys: string[];
  latinKeyOwners: { entry: Entry; alias?: string }[];
};

let index: Index | undefined;

function loadIndex(): Index {
  const entries = buildIndex();
  const latinKeys: string[] = [];
  const latinKeyOwners: Index['latinKeyOwners'] = [];
  for (const entry of entries)
    for (const key of entry.keys)
      if (/^[a-z0-9 ]+$/.test(key.text)) {
        latinKeys.push(key.text);
        latinKeyOwners.push({ entry, alias: key.alias });
      }
  return { entries, latinKeys, latinKeyOwners };
}

/**
 * uFuzzy's single-error mode: within each typed word one letter substituted, left out, added or two
 * swapped ("Dhanmondy", "Gulsan", "mohammadpor").
 */
const typoMatcher = new uFuzzy({ intraMode: 1, intraIns: 1, intraSub: 1, intraTrn: 1, intraDel: 1 });

/** Places whose English name or alias is the typed text with one typo a word, best first. */
function findTypoHits(query: Key, { latinKeys, latinKeyOwners }: Index) {
  if (query.compact.length < MIN_FUZZY_LENGTH || !/^[a-z0-9 ]+$/.test(query.text)) return [];
  const [, info, order] = typoMatcher.search(latinKeys, query.text);
  if (!info || !order) return [];
  return order.map(
    (position) => latinKeyOwners[info.idx[position] as number] as Index['latinKeyOwners'][number],
  );
}

const localityNames = new Intl.Collator('en', { numeric: true });

/** Mirpur 2 before Mirpur 10, whichever thana each lies in; 0 unless both are localities. */
function compareLocalityNames(a: PlaceMatch, b: PlaceMatch): number {
  return a.locality && b.locality ? localityNames.compare(a.name, b.name) : 0;
}

function rankKey(key: Key, query: Key): number {
  if (key.text === query.text || key.compact === query.compact) return EXACT;
  if (key.text.startsWith(query.text) || key.words.some((w) => w.startsWith(query.text))) return PREFIX;
  if (key.text.includes(query.text) || key.compact.includes(query.compact)) return SUBSTRING;
  return NO_MATCH;
}

/**
 * Type-ahead over every division, district, upazila, city area and locality, by English name
 * (any case, no accents, hyphens or spaces needed), Bangla name (Bangla or Latin digits) or alias.
 * Exact, then a word's prefix, then a substring; ties go to the bigger place, then hierarchy order.
 * Only when nothing matches as typed, places that match with one typo a word (decision 049).
 */
export function findPlaces(text: string, { limit = 10 }: { limit?: number } = {}): PlaceMatch[] {
  const query = toKey(text);
  if (query.text === '' || limit <= 0) return [];
  index ??= loadIndex();
  const hits: { entry: Entry; rank: number; alias?: string }[] = [];
  for (const entry of index.entries) {
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
      a.entry.rank - b.entry.rank ||
      compareLocalityNames(a.entry.match, b.entry.match) ||
      a.entry.order - b.entry.order,
  );
  if (hits.length === 0) {
    const found = new Set<Entry>();
    for (const hit of findTypoHits(query, index)) {
      if (found.has(hit.entry)) continue;
      found.add(hit.entry);
      hits.push({ entry: hit.entry, rank: NO_MATCH, alias: hit.alias });
    }
  }
  return hits.slice(0, limit).map(({ entry, alias }) => (alias ? { ...entry.match, alias } : entry.match));
}
