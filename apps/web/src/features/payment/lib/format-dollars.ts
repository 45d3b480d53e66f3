/** A whole-dollar amount as the payment heading writes it: '$ 150,000'. */
export function formatDollars(amount: number): string {
  return `$ ${amount.toLocaleString('en-US')}`;
}
