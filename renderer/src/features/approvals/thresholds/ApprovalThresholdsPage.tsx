import { useState } from 'react';
import { Button, Card, List, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { APPROVAL_THRESHOLDS_EXPORT } from '@ops/shared/exports/settingsListsExportFields';
import { refusalCodeOf } from '@ops/shared/rules/errors';
import { APPROVAL_PENDING, DEFAULT_APPROVAL_THRESHOLD } from '@ops/shared/rules/moneyApprovals';
import { thresholdChangeRefusal } from '@ops/shared/rules/moneyGovernance';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { EmptyState } from '../../../components/EmptyState';
import { ExportControls } from '../../../components/export/ExportControls';
import { useExport } from '../../../components/export/useExport';
import { ListPage, type ListColumn } from '../../../components/list/ListPage';
import { useAppSelector } from '../../../app/hooks';
import { useCan } from '../../../components/PermissionGate';
import { selectRole } from '../../auth/sessionSlice';
import { notice } from '../../../lib/notices';
import { ThresholdDialog } from './ThresholdDialog';
import {
  useGetMoneyApprovalThresholdChangesQuery,
  useGetMoneyApprovalThresholdsQuery,
  useSetMoneyApprovalThresholdMutation,
  type ThresholdChange,
  type ThresholdRow,
} from './thresholdsApi';
import { fmtDate, fmtMoney } from '../../../lib/format';

// 01 §9: dates read in the 'lll' style.
dayjs.extend(localizedFormat);

const when = (iso: string | null | undefined) => fmtDate(iso);
const amount = (egp: number | null) =>
  egp === null ? `${fmtMoney(DEFAULT_APPROVAL_THRESHOLD)} (default)` : fmtMoney(egp);

/** A held edit's threshold per role; the change trail below it. `refusalOf`: why the signed-in user may not change a row (issue 22 §3). */
function columns(
  canEdit: boolean,
  refusalOf: (row: ThresholdRow) => string | null,
  onEdit: (row: ThresholdRow) => void,
): ListColumn<ThresholdRow>[] {
  return [
    { title: 'Role', key: 'role', render: (_v, r) => r.roleName },
    { title: 'Level', key: 'level', width: 90, render: (_v, r) => r.level },
    {
      title: 'Threshold',
      key: 'threshold',
      width: 200,
      align: 'right',
      render: (_v, r) => (
        // The tag comes first so the amounts line up on the right.
        <span data-testid={`threshold-of-${r.roleId}`}>
          {r.isDefault && <Tag>Default</Tag>}
          {fmtMoney(r.threshold)}
        </span>
      ),
    },
    {
      title: 'Last changed',
      key: 'updated',
      width: 240,
      render: (_v, r) => (r.isDefault ? '-' : `${r.updatedBy?.name ?? 'Someone'}, ${when(r.updatedAt)}`),
    },
    ...(canEdit
      ? [
          {
            title: 'Actions',
            key: 'actions',
            width: 110,
            render: (_v: unknown, r: ThresholdRow) => {
              const refusal = refusalOf(r);
              return (
                <Tooltip title={refusal}>
                  <Button
                    size="small"
                    disabled={!!refusal}
                    onClick={() => onEdit(r)}
                    data-testid={`threshold-edit-${r.roleId}`}
                    aria-label={`Edit the threshold of ${r.roleName}`}
                  >
                    Edit
                  </Button>
                </Tooltip>
              );
            },
          },
        ]
      : []),
  ];
}

function ChangeLine({ change }: { change: ThresholdChange }) {
  return (
    <List.Item data-testid={`threshold-change-${change._id}`}>
      <Typography.Text>
        <strong>{change.roleName}</strong>: {amount(change.before)} → {fmtMoney(change.after)}
      </Typography.Text>
      <Typography.Text type="secondary">
        {change.changedBy?.name ?? 'Someone'}, {when(change.changedAt)}
      </Typography.Text>
    </List.Item>
  );
}

/**
 * /app/approval-thresholds (issue 7 §4): each role's threshold above which a money edit
 * waits for a second signature. Read with settings.VIEW_TAB, changed with
 * settings.ADJUST_PAYMENT_METHODS (the server's gates); every change is kept and listed.
 * Export and export selected with users.EXPORT (the settings layer has no export flag).
 */
export default function ApprovalThresholdsPage() {
  const thresholds = useGetMoneyApprovalThresholdsQuery();
  const changes = useGetMoneyApprovalThresholdChangesQuery();
  const canEdit = useCan(gate('settings.ADJUST_PAYMENT_METHODS'));
  const role = useAppSelector(selectRole);
  // The server's rule: never one's own role nor one ranked at or above it.
  const refusalOf = (row: ThresholdRow) =>
    thresholdChangeRefusal(role, { _id: row.roleId, level: row.level });
  const [editing, setEditing] = useState<ThresholdRow | null>(null);
  const [save, saveState] = useSetMoneyApprovalThresholdMutation();
  const exporter = useExport(APPROVAL_THRESHOLDS_EXPORT);

  const onSave = async (threshold: number) => {
    if (!editing) return;
    try {
      const saved = await save({ roleId: editing.roleId, threshold }).unwrap();
      notice.success(`${saved.roleName}: approval threshold set to ${fmtMoney(saved.threshold)}`);
      setEditing(null);
    } catch (error) {
      // The notices listener shows the server's reason. A raise held for a second signature
      // is done here (it waits on Pending approvals); anything else stays open to correct.
      if (refusalCodeOf(error) === APPROVAL_PENDING) setEditing(null);
    }
  };

  return (
    <ListPage<ThresholdRow, object, string>
      title="Approval Thresholds"
      subtitle={`Money a staff member moves on one signature is summed over the money limits' window: to one wallet up to their role threshold, over all wallets a multiple of it; above, the change waits on Pending approvals for a second signature. Roles without their own threshold use ${fmtMoney(DEFAULT_APPROVAL_THRESHOLD)}. You can change only roles ranked below yours; a raise waits for a second signature.`}
      name="moneyApprovalThresholds"
      search={false}
      columns={columns(canEdit, refusalOf, setEditing)}
      rows={thresholds.data}
      total={thresholds.data?.length ?? 0}
      rowKey={(r) => r.roleId}
      loading={thresholds.isLoading}
      fetching={thresholds.isFetching}
      error={thresholds.error}
      onRetry={() => void thresholds.refetch()}
      empty={{ title: 'No roles yet', description: 'Roles appear here once created on the Roles page.' }}
      onExport={exporter.allowed ? () => exporter.open({}, thresholds.data?.length) : undefined}
      onExportSelected={
        exporter.allowed ? (rows) => exporter.openSelected(rows.map((r) => r.roleId)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      testId="thresholds"
      below={
        <>
          <Card title="Recent changes" style={{ marginTop: 16 }} data-testid="threshold-changes">
            {changes.data && changes.data.length > 0 ? (
              <List
                size="small"
                dataSource={changes.data}
                renderItem={(change) => <ChangeLine change={change} />}
              />
            ) : (
              <EmptyState
                title="No changes yet"
                description="Every change of a threshold is kept here with who made it and when."
              />
            )}
          </Card>
          <ExportControls exporter={exporter} />
          <ThresholdDialog
            key={editing?.roleId ?? 'closed'}
            row={editing}
            saving={saveState.isLoading}
            onSave={(t) => void onSave(t)}
            onCancel={() => setEditing(null)}
          />
        </>
      }
    />
  );
}
