import type { UserInfo } from '../userPageApi';
import type { ActionRights } from './actionTarget';
import {
  useBlockUserFromDashboardMutation,
  useClearOpsAppDevicesMutation,
  useRemoveDeviceIdMutation,
  useRemoveUserCardMutation,
  useRemoveUserVerifiedNationalIDMutation,
  useResetPhoneNumberOTPMutation,
  useResetUserPasswordMutation,
  useSetExpressAdminMutation,
  useSetExpressRiderMutation,
  useUnblockUserFromDashboardMutation,
  useUserActionToggleActivateMutation,
} from './userActionsApi';

/** An action that needs only a "sure?" before it runs. */
export interface ConfirmAction {
  key: string;
  label: string;
  confirmTitle: string;
  confirmText: string;
  danger: boolean;
  run: () => Promise<unknown>;
}

/**
 * The one-click actions the panel may offer this user, each shown only when its rule
 * allows it and the user's state makes it meaningful (no 'Remove card' without a card).
 */
export function useConfirmActions(user: UserInfo, rights: ActionRights): ConfirmAction[] {
  const [toggle] = useUserActionToggleActivateMutation();
  const [block] = useBlockUserFromDashboardMutation();
  const [unblock] = useUnblockUserFromDashboardMutation();
  const [removeCard] = useRemoveUserCardMutation();
  const [removeDevice] = useRemoveDeviceIdMutation();
  const [clearOps] = useClearOpsAppDevicesMutation();
  const [resetPassword] = useResetUserPasswordMutation();
  const [resetOtp] = useResetPhoneNumberOTPMutation();
  const [expressRider] = useSetExpressRiderMutation();
  const [expressAdmin] = useSetExpressAdminMutation();
  const [removeNationalId] = useRemoveUserVerifiedNationalIDMutation();
  const userId = user._id;
  const isStaff = !!user.role;

  const all: Array<ConfirmAction & { show: boolean }> = [
    {
      key: 'activate',
      label: user.active ? 'Deactivate' : 'Activate',
      confirmTitle: user.active ? 'Deactivate this user?' : 'Activate this user?',
      confirmText: user.active
        ? 'They will be signed out and cannot use the app or the dashboard until activated again.'
        : 'They can use the app again.',
      danger: user.active,
      show: rights.may('activate'),
      run: async () => {
        const r = await toggle({ id: userId }).unwrap();
        return { message: r.active ? 'User has been activated.' : 'User has been deactivated.' };
      },
    },
    {
      key: 'block',
      label: user.isBlockedFromDashboard ? 'Unblock from dashboard' : 'Block from dashboard',
      confirmTitle: user.isBlockedFromDashboard ? 'Unblock from the dashboard?' : 'Block from the dashboard?',
      confirmText: user.isBlockedFromDashboard
        ? 'They can sign in to the dashboard again.'
        : 'They are signed out of the dashboard now.',
      danger: !user.isBlockedFromDashboard,
      show: rights.may('blockFromDashboard') && isStaff,
      run: () => (user.isBlockedFromDashboard ? unblock({ userId }) : block({ userId })).unwrap(),
    },
    {
      key: 'removeCard',
      label: 'Remove card',
      confirmTitle: 'Remove the saved card?',
      confirmText: 'The user pays from the balance until they add a card again.',
      danger: true,
      show: rights.may('removeCard') && user.paymentMethod === 'card',
      run: () => removeCard({ userId }).unwrap(),
    },
    {
      key: 'removeDeviceId',
      label: 'Remove device id',
      confirmTitle: 'Remove the device id?',
      confirmText: 'The user can sign in on a new phone.',
      danger: false,
      show: rights.may('devices') && !!user.uniqueDeviceId,
      run: () => removeDevice({ userId }).unwrap(),
    },
    {
      key: 'clearOpsDevices',
      label: 'Clear ops app devices',
      confirmTitle: 'Clear ops app devices?',
      confirmText: 'Every device of this operations user is forgotten.',
      danger: true,
      show: rights.may('devices') && user.type === 'operations' && user.uniqueDeviceIdHistory.length > 0,
      run: () => clearOps({ userId }).unwrap(),
    },
    {
      key: 'resetPassword',
      label: 'Reset password',
      confirmTitle: 'Reset the password?',
      confirmText: 'A new password is sent to their phone by SMS and they are signed out.',
      danger: true,
      show: rights.may('resetPassword') && isStaff,
      run: () => resetPassword({ userId }).unwrap(),
    },
    {
      key: 'resetOtp',
      label: 'Reset OTP',
      confirmTitle: 'Reset verification codes?',
      confirmText: 'Wrong attempts and any pending code are cleared, so they can ask for a new code.',
      danger: false,
      show: rights.may('resetOtp'),
      run: () => resetOtp({ userId }).unwrap(),
    },
    {
      key: 'expressRider',
      label: user.isExpressRider ? 'Remove express rider' : 'Set express rider',
      confirmTitle: user.isExpressRider ? 'Remove express rider?' : 'Set as express rider?',
      confirmText: '',
      danger: false,
      show: rights.may('express'),
      run: () => expressRider({ userId, value: !user.isExpressRider }).unwrap(),
    },
    {
      key: 'expressAdmin',
      label: user.isExpressAdmin ? 'Remove express admin' : 'Set express admin',
      confirmTitle: user.isExpressAdmin ? 'Remove express admin?' : 'Set as express admin?',
      confirmText: '',
      danger: false,
      show: rights.may('express'),
      run: () => expressAdmin({ userId, value: !user.isExpressAdmin }).unwrap(),
    },
    {
      key: 'removeNationalId',
      label: 'Remove national ID',
      confirmTitle: 'Remove the verified national ID?',
      confirmText: `${user.nationalID ?? ''} is removed and the user must verify again.`,
      danger: true,
      show: rights.may('nationalId') && !!user.nationalID,
      run: () => removeNationalId({ userId, nationalID: user.nationalID ?? '' }).unwrap(),
    },
  ];
  return all.filter((a) => a.show);
}
