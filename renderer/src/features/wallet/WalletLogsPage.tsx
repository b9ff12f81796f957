import { useMemo } from 'react';
import { Button } from 'antd';
import { WALLET_LOGS_LIST, type WalletLogsSortField } from '@ops/shared/lists/walletLogs';
import { canWaiveFine, WAIVE_NO_LOG_RECEIVED } from '@ops/shared/rules/fineWaive';
import { canUpdateBalance } from '@ops/shared/rules/permissions/editRules';
import { useAppSelector } from '../../app/hooks';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { walletLogColumns } from '../../components/walletLogs/walletLogColumns';
import { WalletLogsFilterPanel } from './WalletLogsFilterPanel';
import { selectUser } from '../auth/sessionSlice';
import { notice } from '../../lib/notices';
import { useGetWalletLoggingQuery, useWaiveFineFromWalletLogsMutation, type WalletLogsArgs, type WalletLogsRow } from './walletLogsApi';

/**
 * /app/wallet (task.VIEW_WALLET_LOGS): every wallet log on the list kit, filtered by date
 * range and type, kept in the URL. getWalletLogging takes its filters as separate
 * arguments (02 §7), so the kit's filters are spread into them here.
 */
export default function WalletLogsPage() {
  const list = useListState(WALLET_LOGS_LIST);
  const { date, type, userId, dashboardUserId } = list.filters;
  const args: WalletLogsArgs = {
    pageNumber: list.page,
    rowsPerPage: list.pageSize,
    startDate: date?.startDate,
    endDate: date?.endDate,
    type,
    userId,
    dashboardUserId,
  };
  const result = useGetWalletLoggingQuery(args);
  const me = useAppSelector(selectUser);
  const [waive, { isLoading: waiving }] = useWaiveFineFromWalletLogsMutation();

  const onWaive = async (row: WalletLogsRow) => {
    if (!row.user) return;
    const log = await waive({ walletLogId: row._id, userId: row.user._id, list: args })
      .unwrap()
      .catch(() => undefined); // the notice listener shows the failure (02 §8)
    if (log === null) notice.error(WAIVE_NO_LOG_RECEIVED);
    else if (log) notice.success('Fine waived');
  };

  // The fine-waive rule of 02 §5 (shared with the workspace tab). A row names its user without
  // a role, so a team-balance right is not counted here: the button may be missing where the
  // server would allow, never shown where it would refuse.
  const actions: ListColumn<WalletLogsRow, WalletLogsSortField> = {
    key: 'actions',
    title: 'Actions',
    render: (_v, row) =>
      row.user &&
      canWaiveFine({
        entry: row,
        canUpdateBalance: canUpdateBalance(me ? { _id: me._id, role: me.role } : null, { _id: row.user._id, role: null }),
        waiveInProgress: waiving,
      }) ? (
        <Button size="small" onClick={() => void onWaive(row)} data-testid={`wallet-logs-waive-${row._id}`}>
          Waive
        </Button>
      ) : null,
  };
  const columns = [...useMemo(() => walletLogColumns<WalletLogsRow, WalletLogsSortField>(), []), actions];

  return (
    <ListPage
      title="Wallet Logs"
      list={list}
      columns={columns}
      // 02 §8: "Wallet log load failure: empty list" (the failure itself is the notice listener's).
      rows={result.isError ? [] : result.data?.logs}
      total={result.isError ? 0 : (result.data?.count ?? 0)}
      rowKey={(log) => log._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      search={false}
      filters={<WalletLogsFilterPanel list={list} />}
      empty={{ title: 'No Wallet Logs Found!', filteredTitle: 'No wallet logs match these filters' }}
      testId="wallet-logs"
    />
  );
}
