/**
 * Every price in Nestlane is written one way, the spec's card format: '$ ' and whole dollars without
 * separators. A range is '$ min-max' (spec §2 property card, screen 11); a single amount is '$ amount'.
 * The property page's '$ 65,000 - $ 70,000' and the tables' '$ 150,000' beside the cards' '$ 65000-70000'
 * were three formats for one thing (issue 10).
 */
export function formatPriceRange(minPrice: number, maxPrice: number): string {
  return `$ ${minPrice}-${maxPrice}`;
}

/** One amount (an offer, a sale, a total, a fee) in the range's format: '$ 150000'. */
export function formatAmount(amount: number): string {
  return `$ ${amount}`;
}
