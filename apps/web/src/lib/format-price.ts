/** The card's price range as the spec writes it: '$ min-max'. */
export function formatPriceRange(minPrice: number, maxPrice: number): string {
  return `$ ${minPrice}-${maxPrice}`;
}

/** One whole-dollar amount with thousands separators, spaced like the card's range: '$ 150,000'. */
export function formatAmount(amount: number): string {
  return `$ ${amount.toLocaleString('en-US')}`;
}
