/**
 * A demo listing's title and description in English and in Bangla (decision 059), from the pairs of
 * listing-words.ts and the listing's own facts, so the text says what the listing's fields say.
 */
import { type Category, formatTaka, type ListingFacts } from '@nestlane/shared';
import {
  CLOSING_SENTENCES,
  fillWords,
  MONTHS,
  NEIGHBOURHOOD_SENTENCES,
  OPENERS,
  TITLE_NOUNS,
  TITLE_WORDS,
  toBanglaDigits,
  type Words,
} from './listing-words';
import type { SeedPlace } from './places';
import type { Random } from './random';

export type ListingText = { title: string; titleBn: string; description: string; descriptionBn: string };

type TextInput = {
  category: Category;
  place: SeedPlace;
  isRent: boolean;
  bedRooms: number;
  propertySize: number;
  facts: ListingFacts;
};

function numbersOf(input: TextInput): Record<string, string | number> {
  return {
    beds: input.bedRooms,
    size: input.propertySize.toLocaleString('en-IN'),
    floors: input.facts.totalFloors ?? 2,
    land: formatLand(input.facts.landSize ?? 0),
    landUnit: input.facts.landUnit === 'decimal' ? 'decimals' : 'katha',
    landUnitTitle: input.facts.landUnit === 'decimal' ? 'Decimal' : 'Katha',
    landUnitBn: input.facts.landUnit === 'decimal' ? 'শতাংশ' : 'কাঠা',
  };
}

function formatLand(size: number): string {
  return Number.isInteger(size) ? String(size) : size.toFixed(1).replace(/\.0$/, '');
}

/** A title (both languages) and a description; `isTaken` says whether an English title is used already. */
export function composeListingText(
  random: Random,
  input: TextInput,
  isTaken: (title: string) => boolean,
): ListingText {
  const numbers = numbersOf(input);
  const compose = (): Words => {
    const noun = fillWords(random.pick(TITLE_NOUNS[input.category]), numbers);
    const word = input.place.flavour && random.chance(0.5) ? input.place.flavour : random.pick(TITLE_WORDS);
    const mode = input.isRent ? 'ভাড়া' : 'বিক্রি';
    // Bangla listings name the place last, after a comma: "৩ বেডরুমের ফ্ল্যাট ভাড়া, গুলশান ২".
    return {
      en: `${word.en} ${noun.en} in ${input.place.name}`,
      bn: `${word.bn} ${noun.bn} ${mode}, ${input.place.nameBn}`,
    };
  };
  let title = compose();
  for (let attempt = 0; isTaken(title.en) && attempt < 20; attempt++) title = compose();
  for (let unit = 2; isTaken(title.en); unit++) {
    title = { en: `${title.en.replace(/ \(Unit \d+\)$/, '')} (Unit ${unit})`, bn: title.bn };
  }
  const sentences: Words[] = [fillWords(random.pick(OPENERS[input.category]), numbers)];
  const facts = describeFacts(input.facts);
  if (facts) sentences.push(facts);
  if (input.isRent) sentences.push(describeRentalTerms(input.facts));
  sentences.push(random.pick(NEIGHBOURHOOD_SENTENCES));
  if (random.chance(0.5)) sentences.push(random.pick(CLOSING_SENTENCES));
  return {
    title: title.en,
    titleBn: title.bn,
    description: sentences.map((s) => s.en).join(' '),
    descriptionBn: sentences.map((s) => s.bn).join(' '),
  };
}

const ORDINAL_SUFFIXES = ['th', 'st', 'nd', 'rd'];

/** Bangla ordinals: ১ম, ২য়, ৩য়, ৪র্থ, ৫ম … ১০ম, then ১১তম. */
function ordinalBn(n: number): string {
  const suffix = n === 1 ? 'ম' : n <= 3 ? 'য়' : n === 4 ? 'র্থ' : n === 6 ? 'ষ্ঠ' : n <= 10 ? 'ম' : 'তম';
  return `${toBanglaDigits(n)}${suffix}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (ORDINAL_SUFFIXES[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const GAS_WORDS: Record<string, Words> = {
  piped: { en: 'piped gas', bn: 'লাইনের গ্যাস' },
  cylinder: { en: 'gas by cylinder', bn: 'সিলিন্ডার গ্যাস' },
};
const BACKUP_WORDS: Record<string, Words> = {
  generator: { en: 'generator backup', bn: 'জেনারেটর ব্যাকআপ' },
  ips: { en: 'an IPS for load-shedding', bn: 'লোডশেডিংয়ের জন্য আইপিএস' },
};

/** "On the 5th floor of 9, with a lift, piped gas and generator backup." */
function describeFacts(facts: ListingFacts): Words | undefined {
  const parts: Words[] = [];
  if (facts.hasLift) parts.push({ en: 'a lift', bn: 'লিফট' });
  if (facts.gas && facts.gas !== 'none') parts.push(GAS_WORDS[facts.gas] as Words);
  const backup = facts.powerBackup ? BACKUP_WORDS[facts.powerBackup] : undefined;
  if (backup) parts.push(backup);
  if (facts.parkingSpaces) {
    parts.push({
      en: facts.parkingSpaces === 1 ? 'one car parking' : `${facts.parkingSpaces} car parkings`,
      bn: `${toBanglaDigits(facts.parkingSpaces)}টি গাড়ি পার্কিং`,
    });
  }
  const where =
    facts.floor !== null && facts.totalFloors !== null
      ? facts.floor === 0
        ? {
            en: `On the ground floor of ${facts.totalFloors}`,
            bn: `${toBanglaDigits(facts.totalFloors)} তলা ভবনের নিচতলায়`,
          }
        : {
            en: `On the ${ordinal(facts.floor)} floor of ${facts.totalFloors}`,
            bn: `${toBanglaDigits(facts.totalFloors)} তলা ভবনের ${ordinalBn(facts.floor)} তলায়`,
          }
      : undefined;
  const handover = facts.handoverMonth ? describeMonth(facts.handoverMonth) : undefined;
  const sentences: Words[] = [];
  if (where || parts.length > 0) {
    const list = joinWords(parts);
    sentences.push({
      en: where ? `${where.en}${list ? `, with ${list.en}` : ''}.` : `It has ${list?.en}.`,
      bn: where ? `${where.bn}${list ? `; আছে ${list.bn}` : ''}।` : `আছে ${list?.bn}।`,
    });
  }
  if (handover) {
    sentences.push({
      en: `Under construction, handover in ${handover.en}.`,
      bn: `নির্মাণাধীন, হস্তান্তর ${handover.bn}।`,
    });
  }
  if (sentences.length === 0) return undefined;
  return { en: sentences.map((s) => s.en).join(' '), bn: sentences.map((s) => s.bn).join(' ') };
}

const TENANT_WORDS: Record<string, Words> = {
  family: { en: 'Let to a family.', bn: 'শুধু পরিবারের জন্য।' },
  bachelor_men: { en: 'Let to bachelor men.', bn: 'ব্যাচেলর (ছেলে) ভাড়াটিয়ার জন্য।' },
  bachelor_women: { en: 'Let to bachelor women.', bn: 'ব্যাচেলর (মেয়ে) ভাড়াটিয়ার জন্য।' },
  sublet: { en: 'Offered as a sublet.', bn: 'সাবলেট দেওয়া হবে।' },
  any: { en: 'Open to anyone.', bn: 'যে কেউ ভাড়া নিতে পারেন।' },
};

/** "Two months' advance; service charge ৳ 5,000 a month. Available from March 2027. Let to a family." */
function describeRentalTerms(facts: ListingFacts): Words {
  const advance = facts.advanceMonths ?? 0;
  const charge = facts.serviceCharge ?? 0;
  const from = facts.availableFrom ? describeMonth(facts.availableFrom) : undefined;
  const tenant = facts.tenantType ? TENANT_WORDS[facts.tenantType] : undefined;
  const en = [
    `${advance === 1 ? "One month's" : `${advance} months'`} advance${charge > 0 ? `; service charge ${formatTaka(charge, 'en', 'full')} a month` : ''}.`,
    from ? `Available from ${from.en}.` : '',
    tenant?.en ?? '',
  ];
  const bn = [
    `${toBanglaDigits(advance)} মাসের অগ্রিম${charge > 0 ? `; সার্ভিস চার্জ মাসে ${formatTaka(charge, 'bn', 'full')}` : ''}।`,
    from ? `${from.bn} থেকে পাওয়া যাবে।` : '',
    tenant?.bn ?? '',
  ];
  return { en: en.filter(Boolean).join(' '), bn: bn.filter(Boolean).join(' ') };
}

function describeMonth(month: string): Words {
  const [year = '', number = '1'] = month.split('-');
  const name = MONTHS[Number(number) - 1] ?? MONTHS[0];
  return { en: `${name?.en} ${year}`, bn: `${name?.bn} ${toBanglaDigits(year)}` };
}

function joinWords(parts: readonly Words[]): Words | undefined {
  if (parts.length === 0) return undefined;
  const join = (items: string[], and: string) =>
    items.length === 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
  return {
    en: join(
      parts.map((p) => p.en),
      'and',
    ),
    bn: join(
      parts.map((p) => p.bn),
      'ও',
    ),
  };
}
