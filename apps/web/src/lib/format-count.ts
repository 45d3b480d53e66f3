/** '1 Bed', '3 Beds': a count with its noun, plural from two. */
export function formatCount(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
