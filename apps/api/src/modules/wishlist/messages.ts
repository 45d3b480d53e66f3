/** Refusals of the wish-list that the spec does not word, in its voice. */
export const WISHLIST_MESSAGES = {
  wishNotFound: 'Wish-list item not found',
  ownWishlistOnly: 'You can only see your own wish-list',
} as const;
