import { WALLET_LOGS_LIST } from '@ops/shared/lists/walletLogs';
import { WALLET_LOGS_EXPORT } from '@ops/shared/exports/walletLogsExportFields';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { useListState } from '../../components/list/useListState';
import { WALLET_FILTER_DATE_FORMAT } from '../../components/walletLogs/WalletLogsFilterPanel';
import { WalletLogsTable } from '../../components/walletLogs/WalletLogsTable';

/**
 * /app/wallet (task.VIEW_WALLET_LOGS): every wallet log on the list kit, filtered by date
 * range and type, kept in the URL. The table is the one wallet logs table
 * (components/walletLogs/WalletLogsTable.tsx), not scoped to a user, so it may export.
 */
export default function WalletLogsPage() {
  const list = useListState(WALLET_LOGS_LIST);
  const exporter = useExport(WALLET_LOGS_EXPORT, { dateFormat: WALLET_FILTER_DATE_FORMAT });
  // 02 §2: export only when the table is not scoped to one user (a userId filter scopes it too).
  const canExport = exporter.allowed && !list.filters.userId;
  return (
    <>
      <WalletLogsTable
        title="Wallet Logs"
        list={list}
        onExport={canExport ? () => exporter.open(list.filters) : undefined}
        onExportSelected={canExport ? (rows) => exporter.openSelected(rows.map((log) => log._id)) : undefined}
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      />
      <ExportControls exporter={exporter} />
    </>
  );
}
