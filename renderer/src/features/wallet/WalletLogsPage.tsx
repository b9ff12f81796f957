import { useMemo } from 'react';
import { WALLET_LOGS_LIST, type WalletLogsSortField } from '@ops/shared/lists/walletLogs';
import { ListPage } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { walletLogColumns } from '../../components/walletLogs/walletLogColumns';
import { WalletLogsFilterPanel } from './WalletLogsFilterPanel';
import { useGetWalletLoggingQuery, type WalletLogsRow } from './walletLogsApi';

/**
 * /app/wallet (task.VIEW_WALLET_LOGS): every wallet log on the list kit, filtered by date
 * range and type, kept in the URL. getWalletLogging takes its filters as separate
 * arguments (02 §7), so the kit's filters are spread into them here.
 */
export default function WalletLogsPage() {
  const list = useListState(WALLET_LOGS_LIST);
  const { date, type, userId, dashboardUserId } = list.filters;
  const result = useGetWalletLoggingQuery({
    pageNumber: list.page,
    rowsPerPage: list.pageSize,
    startDate: date?.startDate,
    endDate: date?.endDate,
    type,
    userId,
    dashboardUserId,
  });
  const columns = useMemo(() => walletLogColumns<WalletLogsRow, WalletLogsSortField>(), []);

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
