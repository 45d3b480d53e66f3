/** The card's price range as the spec writes it: '$ min-max'. */
export function formatPriceRange(minPrice: number, maxPrice: number): string {
  return `$ ${minPrice}-${maxPrice}`;
}

/** A single amount with thousands separators, for detail tables. */
export function formatAmount(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}
