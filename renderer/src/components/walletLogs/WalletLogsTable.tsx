import { useMemo, type ReactNode } from 'react';
import { Button } from 'antd';
import type { WalletLogsFilters, WalletLogsSortField } from '@ops/shared/lists/walletLogs';
import { canWaiveFine, WAIVE_NO_LOG_RECEIVED } from '@ops/shared/rules/fineWaive';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import { canUpdateBalance } from '@ops/shared/rules/permissions/editRules';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../features/auth/sessionSlice';
import { notice } from '../../lib/notices';
import { ListPage, type ListColumn } from '../list/ListPage';
import type { ListState } from '../list/useListState';
import { walletLogColumns } from './walletLogColumns';
import { WalletLogsFilterPanel } from './WalletLogsFilterPanel';
import {
  useGetWalletLoggingQuery,
  useWaiveFineFromWalletLogsMutation,
  type WalletLogsArgs,
  type WalletLogsRow,
} from './walletLogsApi';

export interface WalletLogsTableProps {
  title: string;
  /** useListState(WALLET_LOGS_LIST, { prefix }) of the page the table stands in. */
  list: ListState<WalletLogsFilters, WalletLogsSortField>;
  /** One user's logs (the user page, the task tab): the export control is then never shown (02 §2). */
  userId?: string;
  /**
   * The scoped user's role, for the edit-balance rule behind Waive. Without it a row's user
   * counts as a rider: the button may be missing where the server would allow (a
   * team-balance right over staff), never shown where it would refuse.
   */
  targetRole?: RoleLike | null;
  /** Given only with the module's export permission; ignored when scoped to one user. */
  onExport?: () => void;
  /** 'Export selected' for a row selection; like onExport, never when scoped to one user. */
  onExportSelected?: (selected: WalletLogsRow[]) => void;
  exportLabel?: ReactNode;
  /** After a fine was waived (the workspace refreshes its customer card). */
  onWaived?: (userId: string) => void;
  testId?: string;
  /** 2 inside a page that has its own h1 (the user page's tab, the task's tab). */
  headingLevel?: 1 | 2;
}

/**
 * The one wallet logs table (issue 7 §3; 02 §2): the columns, the type and dd/MM/yyyy date
 * filters, and the Waive action under the fine-waive rule of 02 §5 with the prepend of 02 §4.
 * Used on /app/wallet, on the user page and in the workspace's User Wallet Logs tab.
 * getWalletLogging takes its filters as separate arguments (02 §7), so the kit's filters are
 * spread into them here.
 */
export function WalletLogsTable({
  title,
  list,
  userId,
  targetRole = null,
  onExport,
  onExportSelected,
  exportLabel,
  onWaived,
  testId = 'wallet-logs',
  headingLevel,
}: WalletLogsTableProps) {
  const { date, type, userId: filteredUser, dashboardUserId } = list.filters;
  const args: WalletLogsArgs = {
    pageNumber: list.page,
    rowsPerPage: list.pageSize,
    startDate: date?.startDate,
    endDate: date?.endDate,
    type,
    userId: userId ?? filteredUser,
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
    else if (log) {
      notice.success('Fine waived');
      onWaived?.(row.user._id);
    }
  };

  const actions: ListColumn<WalletLogsRow, WalletLogsSortField> = {
    key: 'actions',
    width: 110,
    title: 'Actions',
    render: (_v, row) =>
      row.user &&
      canWaiveFine({
        entry: row,
        canUpdateBalance: canUpdateBalance(me ? { _id: me._id, role: me.role } : null, {
          _id: row.user._id,
          role: userId && row.user._id === userId ? targetRole : null,
        }),
        waiveInProgress: waiving,
      }) ? (
        <Button size="small" onClick={() => void onWaive(row)} data-testid={`${testId}-waive-${row._id}`}>
          Waive
        </Button>
      ) : null,
  };
  const columns = [...useMemo(() => walletLogColumns<WalletLogsRow, WalletLogsSortField>(), []), actions];

  return (
    <ListPage
      title={title}
      headingLevel={headingLevel}
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
      onExport={userId ? undefined : onExport}
      onExportSelected={userId ? undefined : onExportSelected}
      exportLabel={exportLabel}
      empty={{ title: 'No Wallet Logs Found!', filteredTitle: 'No wallet logs match these filters' }}
      testId={testId}
      // 200 rows: antd's virtual body (components/list/README.md "Plain or virtual").
      virtualRows={{ from: 200 }}
    />
  );
}
