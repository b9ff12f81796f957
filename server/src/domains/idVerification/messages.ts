/**
 * Messages of the ID verification review the spec does not word; the spec's own
 * (invalid ID, related to another user, decline reason, not found) come from
 * shared/rules so client and server say the same thing.
 */
export const IDV_MESSAGES = {
  alreadyChecked: 'This verification has already been checked',
  invalidStatus: 'Verification status is not valid',
  bypassNotAllowed: 'You are not allowed to accept without validation',
  notAllowed: 'You are not allowed to review this verification',
} as const;

/**
 * The reasons a decline may give (02 §7 getDeclineVerificationReasons). A fixed list
 * keeps the declined records countable by reason; the seed's reasons are all in it.
 */
export const DECLINE_VERIFICATION_REASONS: readonly string[] = [
  'Blurry image',
  'ID does not match the selfie',
  'Expired ID',
  'Not a national ID',
  'Missing front side of the ID',
  'Missing back side of the ID',
  'Selfie is not clear',
  'ID already used by another account',
  'Name does not match the account',
];
