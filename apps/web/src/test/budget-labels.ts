/** The budget selects' options in English, in Taka (decision 045), as the home and search pages list them. */
export const RENT_BUDGET_LABELS = [
  'Up to ৳ 10,000 a month',
  '৳ 10,000–20,000 a month',
  '৳ 20,000–35,000 a month',
  '৳ 35,000–60,000 a month',
  '৳ 60,000–1 Lakh a month',
  '৳ 1 Lakh or more a month',
];

export const SALE_BUDGET_LABELS = [
  'Up to ৳ 30 Lakh',
  '৳ 30–60 Lakh',
  '৳ 60 Lakh–1 Crore',
  '৳ 1–2 Crore',
  '৳ 2–5 Crore',
  '৳ 5 Crore or more',
];

/** The texts of a select's options, first (its name or 'Any') included. */
export function readOptionTexts(select: HTMLElement): (string | null)[] {
  return [...select.querySelectorAll('option')].map((option) => option.textContent);
}
