/** A whole-dollar amount as the sales pages write it: '$ 1,250,000'. */
export function formatDollars(amount: number): string {
  return `$ ${amount.toLocaleString('en-US')}`;
}
