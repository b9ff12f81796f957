import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  /** An action's menu label, dialog title and text from the catalogue (userPage.confirm.<key>). */
  const words = (key: string, values: Record<string, string> = {}) => ({
    label: t(`userPage.confirm.${key}.label`),
    confirmTitle: t(`userPage.confirm.${key}.title`),
    confirmText: t(`userPage.confirm.${key}.text`, { defaultValue: '', ...values }),
  });
  const userId = user._id;
  const isStaff = !!user.role;

  const all: Array<ConfirmAction & { show: boolean }> = [
    {
      key: 'activate',
      ...words(user.active ? 'deactivate' : 'activate'),
      danger: user.active,
      show: rights.may('activate'),
      run: async () => {
        const r = await toggle({ id: userId }).unwrap();
        return { message: t(r.active ? 'userPage.confirm.activated' : 'userPage.confirm.deactivated') };
      },
    },
    {
      key: 'block',
      ...words(user.isBlockedFromDashboard ? 'unblock' : 'block'),
      danger: !user.isBlockedFromDashboard,
      show: rights.may('blockFromDashboard') && isStaff,
      run: () => (user.isBlockedFromDashboard ? unblock({ userId }) : block({ userId })).unwrap(),
    },
    {
      key: 'removeCard',
      ...words('removeCard'),
      danger: true,
      show: rights.may('removeCard') && user.paymentMethod === 'card',
      run: () => removeCard({ userId }).unwrap(),
    },
    {
      key: 'removeDeviceId',
      ...words('removeDeviceId'),
      danger: false,
      show: rights.may('devices') && !!user.uniqueDeviceId,
      run: () => removeDevice({ userId }).unwrap(),
    },
    {
      key: 'clearOpsDevices',
      ...words('clearOpsDevices'),
      danger: true,
      show: rights.may('devices') && user.type === 'operations' && user.uniqueDeviceIdHistory.length > 0,
      run: () => clearOps({ userId }).unwrap(),
    },
    {
      key: 'resetPassword',
      ...words('resetPassword'),
      danger: true,
      show: rights.may('resetPassword') && isStaff,
      run: () => resetPassword({ userId }).unwrap(),
    },
    {
      key: 'resetOtp',
      ...words('resetOtp'),
      danger: false,
      show: rights.may('resetOtp'),
      run: () => resetOtp({ userId }).unwrap(),
    },
    {
      key: 'expressRider',
      ...words(user.isExpressRider ? 'removeExpressRider' : 'setExpressRider'),
      danger: false,
      show: rights.may('express'),
      run: () => expressRider({ userId, value: !user.isExpressRider }).unwrap(),
    },
    {
      key: 'expressAdmin',
      ...words(user.isExpressAdmin ? 'removeExpressAdmin' : 'setExpressAdmin'),
      danger: false,
      show: rights.may('express'),
      run: () => expressAdmin({ userId, value: !user.isExpressAdmin }).unwrap(),
    },
    {
      key: 'removeNationalId',
      ...words('removeNationalId', { nationalId: user.nationalID ?? '' }),
      danger: true,
      show: rights.may('nationalId') && !!user.nationalID,
      run: () => removeNationalId({ userId, nationalID: user.nationalID ?? '' }).unwrap(),
    },
  ];
  return all.filter((a) => a.show);
}
