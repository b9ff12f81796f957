import type { ReactNode } from 'react';
import { ExportControls } from '../../../components/export/ExportControls';
import { useExport } from '../../../components/export/useExport';
import { ListPage } from '../../../components/list/ListPage';
import type { SettingRow } from '../taRows';
import {
  settingsColumns,
  settingsRowClass,
  type SettingsActions,
  type SettingsKind,
} from '../lists/settingsColumns';

export interface SettingsTableProps<V> extends SettingsActions<V> {
  kind: SettingsKind<V>;
  title: string;
  subtitle: string;
  rows: readonly SettingRow<V>[];
  loading: boolean;
  error?: unknown;
  /** The spec's own words for a failed load, where it has them (03 §8). */
  errorTitle?: string;
  onRetry: () => void;
  above?: ReactNode;
  below?: ReactNode;
  cardTitle?: string;
}

/**
 * The one per-agent settings table on the list kit, for task areas (03 §2.4) and task
 * types: each row is edited in place and saved or cancelled on its own. Export and export
 * selected with task.EXPORT.
 */
export function SettingsTable<V>({
  kind,
  title,
  subtitle,
  rows,
  loading,
  error,
  errorTitle,
  onRetry,
  above,
  below,
  cardTitle,
  ...actions
}: SettingsTableProps<V>) {
  const exporter = useExport(kind.exportSpec);
  return (
    <ListPage<SettingRow<V>, object, string>
      title={title}
      subtitle={subtitle}
      name={kind.name}
      above={above}
      below={
        <>
          {below}
          <ExportControls exporter={exporter} />
        </>
      }
      cardTitle={cardTitle}
      columns={settingsColumns(kind, actions, rows)}
      rows={loading ? undefined : rows}
      total={rows.length}
      rowKey={(row) => row.user._id}
      rowClassName={settingsRowClass}
      rowAttributes={(row) => ({ 'data-mode': row.mode })}
      loading={loading}
      error={error}
      errorTitle={errorTitle}
      onRetry={onRetry}
      empty={kind.empty}
      onExport={
        exporter.allowed
          ? () => exporter.open({}, rows.filter((row) => row.settingId !== null).length)
          : undefined
      }
      // The rows are agents, one setting each: the server finds a selection by user.
      onExportSelected={
        exporter.allowed
          ? (selected) => exporter.openSelected(selected.map((row) => row.user._id))
          : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      scrollX={760}
      testId={kind.testId}
    />
  );
}
