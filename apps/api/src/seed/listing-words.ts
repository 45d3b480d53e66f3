/**
 * The words of the demo's titles and descriptions, in English and in Bangla (decision 059). Each entry
 * is a pair written for its language, not translated word by word; `{beds}`, `{floors}` and `{land}`
 * are filled in with the listing's numbers (Bangla digits in Bangla).
 */
import type { Category } from '@nestlane/shared';

export type Words = { en: string; bn: string };

const w = (en: string, bn: string): Words => ({ en, bn });

/** What the title calls the property, by category. */
export const TITLE_NOUNS: Record<Category, readonly Words[]> = {
  Apartment: [
    w('{beds}-Bed Flat', '{beds} বেডরুমের ফ্ল্যাট'),
    w('{beds}-Bed Apartment', '{beds} বেডরুমের অ্যাপার্টমেন্ট'),
    w('{beds}-Bed Family Flat', '{beds} বেডরুমের ফ্যামিলি ফ্ল্যাট'),
    w('{beds}-Bed Flat with Balcony', 'বারান্দাসহ {beds} বেডরুমের ফ্ল্যাট'),
  ],
  Condo: [
    w('{beds}-Bed Condominium Apartment', '{beds} বেডরুমের কন্ডোমিনিয়াম অ্যাপার্টমেন্ট'),
    w('Corner {beds}-Bed Condo', 'কর্নার প্লটে {beds} বেডরুমের কন্ডো'),
  ],
  Studio: [
    w('Studio Flat', 'স্টুডিও ফ্ল্যাট'),
    w('Furnished Studio', 'ফার্নিশড স্টুডিও'),
    w('Serviced Studio', 'সার্ভিসড স্টুডিও'),
  ],
  'Single Family House': [
    w('{beds}-Bed House with Garden', 'বাগানসহ {beds} বেডরুমের বাড়ি'),
    w('Detached {beds}-Bed House', '{beds} বেডরুমের একক বাড়ি'),
    w('{beds}-Bed Family House', '{beds} বেডরুমের পারিবারিক বাড়ি'),
  ],
  'Multi Family House': [
    w('{floors}-Storey Residential Building', '{floors} তলা আবাসিক ভবন'),
    w('Family Building with Rental Flats', 'ভাড়ার ফ্ল্যাটসহ পারিবারিক ভবন'),
  ],
  Residential: [
    w('Duplex House', 'ডুপ্লেক্স বাড়ি'),
    w('{beds}-Bed Duplex', '{beds} বেডরুমের ডুপ্লেক্স'),
    w('House with Rooftop Garden', 'ছাদবাগানসহ বাড়ি'),
  ],
  Office: [
    w('Office Floor', 'অফিস ফ্লোর'),
    w('Furnished Office Space', 'ফার্নিশড অফিস স্পেস'),
    w('Office Space on the Main Road', 'মেইন রোডে অফিস স্পেস'),
  ],
  Commercial: [
    w('Commercial Space', 'কমার্শিয়াল স্পেস'),
    w('Warehouse with Loading Yard', 'লোডিং ইয়ার্ডসহ গুদাম'),
    w('Showroom Floor', 'শোরুম ফ্লোর'),
  ],
  Shop: [
    w('Ground-Floor Shop', 'নিচতলায় দোকান'),
    w('Shop in a Busy Market', 'ব্যস্ত মার্কেটে দোকান'),
    w('Corner Shop', 'কোণার দোকান'),
  ],
  Other: [
    w('{land} {landUnitTitle} Plot', '{land} {landUnitBn} প্লট'),
    w('Residential Plot', 'আবাসিক প্লট'),
    w('Land with a Pond', 'পুকুরসহ জমি'),
  ],
};

/** The title's first word. */
export const TITLE_WORDS: readonly Words[] = [
  w('Modern', 'আধুনিক'),
  w('Spacious', 'প্রশস্ত'),
  w('Bright', 'আলো-বাতাসপূর্ণ'),
  w('Quiet', 'নিরিবিলি'),
  w('Renovated', 'সংস্কার করা'),
  w('Well-Kept', 'যত্নে রাখা'),
  w('Affordable', 'সাশ্রয়ী'),
  w('Roomy', 'খোলামেলা'),
];

/** How the description opens, by category; `{size}` is the size in sq ft. */
export const OPENERS: Record<Category, readonly Words[]> = {
  Apartment: [
    w(
      'A {size} sq ft flat with {beds} bedrooms, a drawing-dining room and a kitchen with a window.',
      '{size} বর্গফুটের ফ্ল্যাট: {beds}টি বেডরুম, ড্রয়িং-ডাইনিং এবং জানালাসহ রান্নাঘর।',
    ),
    w(
      'A {beds}-bedroom flat of {size} sq ft with good cross ventilation and attached bathrooms.',
      '{beds} বেডরুমের {size} বর্গফুটের ফ্ল্যাট, আলো-বাতাস ভালো, বাথরুম অ্যাটাচড।',
    ),
  ],
  Condo: [
    w(
      'A {size} sq ft condominium apartment with {beds} bedrooms in a managed building with a reception and round-the-clock security.',
      'রিসেপশন ও চব্বিশ ঘণ্টা নিরাপত্তাসহ পরিচালিত ভবনে {beds} বেডরুমের {size} বর্গফুটের কন্ডোমিনিয়াম অ্যাপার্টমেন্ট।',
    ),
  ],
  Studio: [
    w(
      'A {size} sq ft studio with a kitchenette, a built-in wardrobe and its own bathroom.',
      '{size} বর্গফুটের স্টুডিও: ছোট রান্নার জায়গা, বিল্ট-ইন আলমারি ও নিজস্ব বাথরুম।',
    ),
  ],
  'Single Family House': [
    w(
      'A detached {beds}-bedroom house of {size} sq ft on its own plot, with a car porch and a small garden.',
      'নিজস্ব জমিতে {beds} বেডরুমের {size} বর্গফুটের একক বাড়ি, গাড়ি রাখার জায়গা ও ছোট বাগানসহ।',
    ),
  ],
  'Multi Family House': [
    w(
      'A {floors}-storey building of {size} sq ft with separate flats on each floor, each with its own meter.',
      '{floors} তলা, মোট {size} বর্গফুটের ভবন; প্রতি তলায় আলাদা ফ্ল্যাট, প্রতিটির আলাদা মিটার।',
    ),
  ],
  Residential: [
    w(
      'A two-level house of {size} sq ft with {beds} bedrooms, a family living room upstairs and a rooftop.',
      'দুই তলার {size} বর্গফুটের বাড়ি: {beds}টি বেডরুম, ওপরতলায় ফ্যামিলি লিভিং ও ছাদ।',
    ),
  ],
  Office: [
    w(
      'An office floor of {size} sq ft with a reception, a meeting room and a pantry.',
      '{size} বর্গফুটের অফিস ফ্লোর: রিসেপশন, মিটিং রুম ও প্যান্ট্রি আছে।',
    ),
  ],
  Commercial: [
    w(
      'A commercial floor of {size} sq ft with wide access for loading and a showroom front.',
      '{size} বর্গফুটের কমার্শিয়াল ফ্লোর, মালামাল ওঠানামার চওড়া পথ ও শোরুমের সামনের অংশসহ।',
    ),
  ],
  Shop: [
    w(
      'A shop of {size} sq ft with a roller shutter and space for a signboard.',
      '{size} বর্গফুটের দোকান, রোলিং শাটার ও সাইনবোর্ডের জায়গাসহ।',
    ),
  ],
  Other: [
    w(
      'A plot of {land} {landUnit} ({size} sq ft) with a boundary wall and a road in front.',
      'সীমানা প্রাচীর ও সামনে রাস্তাসহ {land} {landUnitBn} ({size} বর্গফুট) জমি।',
    ),
  ],
};

export const NEIGHBOURHOOD_SENTENCES: readonly Words[] = [
  w(
    'Schools, a hospital and the bazar are within a ten-minute walk.',
    'স্কুল, হাসপাতাল আর বাজার হেঁটে দশ মিনিটের পথ।',
  ),
  w(
    'The main road is two minutes away, with buses and CNG stands close by.',
    'মেইন রোড দুই মিনিটের পথ, কাছেই বাস ও সিএনজি স্ট্যান্ড।',
  ),
  w(
    'The lane is calm at night, with a mosque and grocery shops nearby.',
    'গলিটি রাতে নিরিবিলি, কাছেই মসজিদ ও মুদি দোকান।',
  ),
  w(
    'Banks, restaurants and a supermarket are a short rickshaw ride away.',
    'ব্যাংক, রেস্তোরাঁ আর সুপারশপ রিকশায় অল্প দূরে।',
  ),
  w('The road does not flood in the monsoon.', 'বর্ষায় রাস্তায় পানি ওঠে না।'),
];

export const CLOSING_SENTENCES: readonly Words[] = [
  w('Papers are clear and ready for a quick handover.', 'কাগজপত্র পরিষ্কার, দ্রুত হস্তান্তর সম্ভব।'),
  w('Viewings can be arranged any day of the week.', 'সপ্তাহের যেকোনো দিন দেখার ব্যবস্থা করা যায়।'),
  w('The owner lives abroad; the agent handles everything.', 'মালিক প্রবাসে থাকেন; এজেন্ট সব দেখাশোনা করেন।'),
  w('The price is negotiable for a serious buyer or tenant.', 'আগ্রহী ক্রেতা বা ভাড়াটিয়ার জন্য দাম আলোচনাসাপেক্ষ।'),
];

export const MONTHS: readonly Words[] = [
  w('January', 'জানুয়ারি'),
  w('February', 'ফেব্রুয়ারি'),
  w('March', 'মার্চ'),
  w('April', 'এপ্রিল'),
  w('May', 'মে'),
  w('June', 'জুন'),
  w('July', 'জুলাই'),
  w('August', 'আগস্ট'),
  w('September', 'সেপ্টেম্বর'),
  w('October', 'অক্টোবর'),
  w('November', 'নভেম্বর'),
  w('December', 'ডিসেম্বর'),
];

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

export function toBanglaDigits(text: string | number): string {
  return String(text).replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}

/** Fills `{name}` placeholders: numbers as they are in English, in Bangla digits in Bangla. */
export function fillWords(words: Words, values: Record<string, string | number>): Words {
  const fill = (text: string, toDigits: (value: string) => string) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) =>
      key in values ? toDigits(String(values[key])) : whole,
    );
  return { en: fill(words.en, (value) => value), bn: fill(words.bn, toBanglaDigits) };
}
