import { useState } from 'react';
import { Button, Table } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth/sessionSlice';
import { canUpdateBalance } from '@ops/shared/rules/permissions/editRules';
import { canWaiveFine, WAIVE_NO_LOG_RECEIVED } from '@ops/shared/rules/fineWaive';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '@ops/shared/rules/errors';
import { useTaskWalletLogsQuery, useVehicleUserRideDetailsQuery, type WalletLogRow } from '../resolveTasksApi';
import { useWaiveFineMutation } from '../actionsApi';
import { parseRole } from '@ops/shared/rules/permissions/parseRole';
import { walletLogColumns } from '../../../components/walletLogs/walletLogColumns';

/** 02 §2 wallet logs table scoped to the task's customer, with the fine-waive action (01 §5). */
export function WalletLogsTab({ userId, vehicleId }: { userId: string | null; vehicleId: string }) {
  const me = useAppSelector(selectUser);
  const [page, setPage] = useState(1);
  const { data, isFetching, isError } = useTaskWalletLogsQuery({ userId: userId ?? '', pageNumber: page }, { skip: !userId });
  const customer = useVehicleUserRideDetailsQuery(vehicleId, { skip: !vehicleId }).data?.user;
  const [waive, { isLoading: waiving }] = useWaiveFineMutation();
  const mayUpdate = !!customer && canUpdateBalance(me ? { _id: me._id, role: me.role } : null, { _id: customer._id, role: parseRole(customer.role) });

  const onWaive = async (row: WalletLogRow) => {
    if (!userId) return;
    try {
      const log = await waive({ walletLogId: row._id, userId, vehicleId }).unwrap();
      if (!log) notice.error(WAIVE_NO_LOG_RECEIVED);
      else notice.success('Fine waived');
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <Table<WalletLogRow>
      size="small"
      rowKey="_id"
      scroll={{ x: 'max-content' }}
      loading={isFetching}
      // 02 §8: a wallet log load failure shows an empty list.
      dataSource={userId && !isError ? (data?.logs ?? []) : []}
      onRow={() => ({ 'data-testid': 'wallet-log-row' }) as React.HTMLAttributes<HTMLElement>}
      locale={{ emptyText: 'No Wallet Logs Found!' }}
      pagination={{ current: page, pageSize: 10, total: data?.count ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        ...walletLogColumns<WalletLogRow>(),
        {
          title: 'Actions',
          key: 'actions',
          render: (_v, r) =>
            canWaiveFine({ entry: r, canUpdateBalance: mayUpdate, waiveInProgress: waiving }) ? (
              <Button size="small" onClick={() => void onWaive(r)} data-testid={`waive-${r._id}`}>Waive</Button>
            ) : null,
        },
      ]}
    />
  );
}
