import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { EditBalanceDialog } from '../../../../components/balance/EditBalanceDialog';
import { useCan } from '../../../../components/PermissionGate';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { testId } from '../../../../lib/testId';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { selectUser } from '../../../auth/sessionSlice';
import { useGetUserInfoQuery, type UserInfo } from '../userPageApi';
import { actionRights } from './actionTarget';
import { AddPrimeDialog } from './AddPrimeDialog';
import { AssignAreaDialog } from './AssignAreaDialog';
import { AutoChargesDialog } from './AutoChargesDialog';
import { ChangeInfoDialog } from './ChangeInfoDialog';
import { useConfirmActions, type ConfirmAction } from './confirmActions';
import { userActionsApi } from './userActionsApi';
import { DevicesDialog } from './DevicesDialog';
import { NationalIdDialog } from './NationalIdDialog';
import { useRunAction } from './useRunAction';

type DialogKey = 'balance' | 'info' | 'area' | 'nationalId' | 'prime' | 'devices' | 'autoCharges';

/**
 * The user page's actions (issue 7 §2). Each is offered only to those the shared rules
 * allow (02 §6: edit user, edit balance, edit area, and each action's own flag) — the
 * server refuses everyone else with the same rules. Every action lands in the History tab.
 */
export function UserActionsPanel({ userId }: { userId: string }) {
  const { data: user } = useGetUserInfoQuery(userId);
  if (!user) return null;
  return <Actions user={user} />;
}

function Actions({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const me = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const rights = actionRights(me, user);
  const [dialog, setDialog] = useState<DialogKey | null>(null);
  const [pending, setPending] = useState<ConfirmAction | null>(null);
  const { busy, run } = useRunAction();
  const confirms = useConfirmActions(user, rights);
  // The auto-charge removal is gated by its flag alone on the server (task.VIEW_WALLET_AUTO_CHARGES).
  const mayAutoCharges = useCan(gate('task.VIEW_WALLET_AUTO_CHARGES'));

  const dialogs: Array<{ key: DialogKey; label: string; show: boolean }> = [
    { key: 'info', label: t('userPage.actions.info'), show: rights.may('changeInfo') },
    { key: 'area', label: t('userPage.actions.area'), show: rights.may('assignArea') },
    {
      key: 'devices',
      label: t('userPage.actions.devices'),
      show: rights.may('devices') && user.uniqueDeviceIdHistory.length > 0,
    },
    { key: 'nationalId', label: t('userPage.actions.nationalId'), show: rights.may('nationalId') },
    {
      key: 'prime',
      label: t('userPage.actions.prime'),
      show: rights.may('addPrime') && user.type === 'user',
    },
    {
      key: 'autoCharges',
      label: t('userPage.actions.autoCharges'),
      show: mayAutoCharges && user.type === 'user',
    },
  ];
  const items: MenuProps['items'] = [
    ...dialogs
      .filter((d) => d.show)
      .map((d) => ({ key: `dialog:${d.key}`, label: d.label, ...testId(`user-action-${d.key}`) })),
    ...(confirms.length ? [{ type: 'divider' as const }] : []),
    ...confirms.map((c) => ({
      key: `confirm:${c.key}`,
      label: c.label,
      danger: c.danger,
      ...testId(`user-action-${c.key}`),
    })),
  ];

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    const [kind, name] = key.split(':') as [string, string];
    if (kind === 'dialog') setDialog(name as DialogKey);
    else setPending(confirms.find((c) => c.key === name) ?? null);
  };

  // A balance edit writes a wallet log and a History entry the page shows elsewhere.
  const balanceSaved = () =>
    dispatch(
      userActionsApi.util.invalidateTags([
        { type: 'User', id: user._id },
        { type: 'UserAudit', id: user._id },
        { type: 'WalletLogs', id: user._id },
      ]),
    );

  return (
    <Flex gap={8} wrap data-testid="user-actions">
      {rights.mayEditBalance && (
        <Button type="primary" onClick={() => setDialog('balance')} {...testId('user-action-balance')}>
          {t('userPage.actions.editBalance')}
        </Button>
      )}
      {items.length > 0 && (
        <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']}>
          <Button {...testId('user-actions-menu')}>
            {t('userPage.actions.menu')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      <EditBalanceDialog
        open={dialog === 'balance'}
        userId={user._id}
        name={user.name}
        balance={user.balance}
        onDone={balanceSaved}
        onClose={() => setDialog(null)}
      />
      <ChangeInfoDialog user={user} open={dialog === 'info'} onClose={() => setDialog(null)} />
      <AssignAreaDialog user={user} open={dialog === 'area'} onClose={() => setDialog(null)} />
      <DevicesDialog user={user} open={dialog === 'devices'} onClose={() => setDialog(null)} />
      <NationalIdDialog user={user} open={dialog === 'nationalId'} onClose={() => setDialog(null)} />
      <AddPrimeDialog user={user} open={dialog === 'prime'} onClose={() => setDialog(null)} />
      <AutoChargesDialog user={user} open={dialog === 'autoCharges'} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.confirmTitle}
        subtitle={pending?.confirmText}
        confirmText={pending?.label}
        danger={pending?.danger}
        loading={busy}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          if (await run(pending.run)) setPending(null);
        }}
      />
    </Flex>
  );
}
