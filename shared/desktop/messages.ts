/** Our wording (the spec has none for this case); shown to the user as is. */
export const ENCRYPTION_UNAVAILABLE_MESSAGE =
  'Secure storage is not available on this computer, so you will need to sign in each time the app starts.';
