import { WALLET_LOGS_LIST } from '@ops/shared/lists/walletLogs';
import { useTranslation } from 'react-i18next';
import { parseRole } from '@ops/shared/rules/permissions/parseRole';
import { useAppDispatch } from '../../../app/hooks';
import { useListState } from '../../../components/list/useListState';
import { WalletLogsTable } from '../../../components/walletLogs/WalletLogsTable';
import { EmptyState } from '../../../components/EmptyState';
import { resolveTasksApi, useVehicleUserRideDetailsQuery } from '../resolveTasksApi';

/**
 * 02 §2 wallet logs table scoped to the task's customer, with the fine-waive action (01 §5):
 * the one wallet logs table, its page and filters under the 'wallet' prefix of the address.
 */
export function WalletLogsTab({ userId, vehicleId }: { userId: string | null; vehicleId: string }) {
  const { t } = useTranslation();
  const list = useListState(WALLET_LOGS_LIST, { prefix: 'wallet' });
  const dispatch = useAppDispatch();
  const customer = useVehicleUserRideDetailsQuery(vehicleId, { skip: !vehicleId }).data?.user;
  if (!userId) return <EmptyState title={t('workspace.walletLogs.empty')} />;
  return (
    <WalletLogsTable
      title={t('workspace.tabs.walletLogs')}
      headingLevel={2}
      list={list}
      userId={userId}
      targetRole={customer?._id === userId ? parseRole(customer.role) : null}
      // A waive moves the customer's balance: the card above reads it.
      onWaived={() =>
        dispatch(resolveTasksApi.util.invalidateTags([{ type: 'VehicleDetails', id: vehicleId }]))
      }
      testId="wallet-log"
    />
  );
}
