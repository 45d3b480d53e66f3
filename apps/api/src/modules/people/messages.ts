/** Messages of this module's refusals that the spec does not word (its own are in MESSAGES). */
export const PEOPLE_MESSAGES = {
  userNotFound: 'User not found',
  invalidUserId: 'Invalid user id',
  ownRequestOnly: 'You can only send an agent request for your own account',
  fraudCannotBePromoted: 'A user marked as fraud cannot be promoted',
  alreadyHasRole: (name: string, role: 'admin' | 'agent') => `${name} is already an ${role}`,
  cannotChangeOwnRole: "You can't change your own role",
  onlyAgentsCanBeFraud: 'Only agents can be marked as fraud',
  emailDoesNotMatch: 'The email does not belong to this user',
} as const;
