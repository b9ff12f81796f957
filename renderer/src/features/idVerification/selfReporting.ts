/**
 * ID verification endpoints whose failures the review words itself (02 §8: 'Error while
 * verifying', the not-found view, an empty image): the store's notices listener skips them.
 */
export const ID_VERIFICATION_SELF_REPORTING_ENDPOINTS: ReadonlySet<string> = new Set([
  'getSinglePendingIDVerify',
  'getIDVerificationByIDNumber',
  'getDeclineVerificationReasons',
  'getIDVerificationPreSignedUrl',
  'idVerifyCheck',
]);
