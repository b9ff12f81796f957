/**
 * The user page's one-click actions (features/users/userPage/actions/confirmActions.ts): the menu
 * item, the "sure?" dialog's title and text, in en.ts `userPage.confirm`. Worded as before.
 */
export const enUserConfirm = {
  activate: {
    label: 'Activate',
    title: 'Activate this user?',
    text: 'They can use the app again.',
  },
  deactivate: {
    label: 'Deactivate',
    title: 'Deactivate this user?',
    text: 'They will be signed out and cannot use the app or the dashboard until activated again.',
  },
  activated: 'User has been activated.',
  deactivated: 'User has been deactivated.',
  block: {
    label: 'Block from dashboard',
    title: 'Block from the dashboard?',
    text: 'They are signed out of the dashboard now.',
  },
  unblock: {
    label: 'Unblock from dashboard',
    title: 'Unblock from the dashboard?',
    text: 'They can sign in to the dashboard again.',
  },
  removeCard: {
    label: 'Remove card',
    title: 'Remove the saved card?',
    text: 'The user pays from the balance until they add a card again.',
  },
  removeDeviceId: {
    label: 'Remove device id',
    title: 'Remove the device id?',
    text: 'The user can sign in on a new phone.',
  },
  clearOpsDevices: {
    label: 'Clear ops app devices',
    title: 'Clear ops app devices?',
    text: 'Every device of this operations user is forgotten.',
  },
  resetPassword: {
    label: 'Reset password',
    title: 'Reset the password?',
    text: 'A new password is sent to their phone by SMS and they are signed out.',
  },
  resetOtp: {
    label: 'Reset OTP',
    title: 'Reset verification codes?',
    text: 'Wrong attempts and any pending code are cleared, so they can ask for a new code.',
  },
  setExpressRider: { label: 'Set express rider', title: 'Set as express rider?' },
  removeExpressRider: { label: 'Remove express rider', title: 'Remove express rider?' },
  setExpressAdmin: { label: 'Set express admin', title: 'Set as express admin?' },
  removeExpressAdmin: { label: 'Remove express admin', title: 'Remove express admin?' },
  removeNationalId: {
    label: 'Remove national ID',
    title: 'Remove the verified national ID?',
    text: '{{nationalId}} is removed and the user must verify again.',
  },
};
