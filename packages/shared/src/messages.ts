/**
 * Every user-visible string of the product spec, written once and exactly as the
 * spec has it (typos included: people and tests look for them).
 */
export const MESSAGES = {
  // loading toasts
  signUpProcessing: 'Sign Up Processing',
  updatingProperty: 'Updating Property',
  addingProperty: 'Adding Property',
  offeringProperty: 'Offering Property',
  makingPayment: 'Making Payment',
  // success
  signInSuccess: 'Sign In SuccessFull',
  providerSignInSuccess: 'Sign In SuccessFully',
  signUpSuccess: 'Sign Up Successfully',
  agentRequestSent: 'Your Agent Request Has Been Sent Please Wait For Admin Response',
  wishDeleted: 'SuccessFully Deleted Wish',
  reviewDeleted: 'Review Deleted',
  propertyDeleted: 'SuccessFully Deleted Property',
  offerAccepted: 'Offer accepted Successfully',
  offerRejected: 'Offer Rejected',
  propertyVerified: 'Property Verified Successfully',
  propertyRejected: 'Property Rejected Successfully',
  userModified: 'Modified User SuccessFully',
  addedToWishlist: 'Added To WishList SuccessFully',
  propertyUpdated: 'Updated Property Successfully',
  propertyAdded: 'Property Added Successfully',
  propertyOffered: 'Offered The Property SuccessFully',
  paymentSuccessful: 'Payment successful',
  propertyAdvertised: 'Property Advertised Successfully',
  propertyDisadvertised: 'Property DisAdvertised Successfully',
  // errors
  invalidCredentials: 'Invalid Email And Password',
  emailRegistered: 'Email Already Registered',
  advertiseCap: "Can't advertise more than 6 properties",
  offerOutOfRange: 'Offered Price Should Be Within Property Price Range',
  agentRequestPending: "Please Wait You've Already Send A Request To The Admin",
  signInToWishlist: 'Sign In To Add To Wishlist',
  ownProductWishlist: "You can't Add Your Own Product",
  staffWishlist: "Agent||Admin Can't Add Product To Wishlist",
  cannotDeleteSelf: "Your can't Delete Your own Account",
  // validation
  emailRequired: 'Please Type An Email',
  passwordRequired: 'Password Is required',
  passwordTooShort: 'Password Should Atleast 6 Character',
  passwordWeak: 'Password Should Contain atleast one Uppercase And One Special Character',
  // property forms (spec §5: add and update property)
  propertyTitleRequired: 'Please Add Property Title',
  propertyLocationRequired: 'Please Add Property Location',
  propertyAddressRequired: 'Please Add Property Address',
  addMinPriceRequired: 'Please Add a Min Price',
  addMaxPriceRequired: 'Please Add a Max Price',
  updateMinPriceRequired: 'Please Add a minPrice',
  updateMaxPriceRequired: 'Please Add a MaxPrice',
  latitudeRequired: 'Please Add Latitude For Google Map',
  longitudeRequired: 'Please Add Longitude For Google Map',
  propertySizeRequired: 'Please Add PropertySize',
  roomsRequired: 'Please Add Total Number Of Rooms',
  bedRoomsRequired: 'Please Add Number Of Bedrooms',
  bathRoomsRequired: 'Please Add Number of Bathrooms',
  builtYearRequired: 'Please Add The Year Of the Property Was Build',
  yearlyTaxRequired: 'Please Add a Yearly Tax Rate',
  estimatedTaxesRequired: 'Please Add a Estimated Tax',
  // empty states
  noProperties: 'No Properties Available',
  noWishlist: 'No Properties In WishList',
  noAgentRequest: 'No Agent Request',
  noReviews: "You've done No Review Yet",
  // confirmation
  confirmTitle: 'Are you sure?',
  notFound: 'The page you’re looking for doesn’t exist.',
} as const;

export const roleChangedMessage = (name: string, role: 'admin' | 'agent') =>
  role === 'admin' ? `${name} is a Admin Now` : `${name} is a Agent Now`;
export const userDeletedMessage = (name: string) => `${name} Has Been Deleted`;
