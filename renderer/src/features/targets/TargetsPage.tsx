import { useMemo, useState } from 'react';
import { Alert, Button, DatePicker, Flex, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { daysInMonth } from '@ops/shared/rules/targets';
import { appPath } from '../../app/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../components/PermissionGate';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { formatDateTime, pickerFormat } from '../../lib/format';
import { notice } from '../../lib/notices';
import { useStartupAreasQuery } from '../shell/startupApi';
import { editCell, gridRows, isDirty, saveValues, type Edits } from './grid';
import { monthParam } from './month';
import { TargetsGrid } from './TargetsGrid';
import {
  useAddAreaToTargetMutation,
  useDuplicateLastMonthMutation,
  useTargetsInMonthQuery,
  useUpdateTargetsMutation,
} from './targetsApi';
import { useMonth } from './useMonth';
import './targets.css';

/**
 * /app/targets (target.SET): the month's target per area. Typed cells change the derived
 * figures at once (02 §5, the shared rules the server stores with); Save sends the changed
 * rows, which the server writes all or none and records in the audit trail.
 */
export default function TargetsPage() {
  const [{ year, month }, setMonth] = useMonth();
  const mayView = useCan(gate('target.VIEW'));
  const result = useTargetsInMonthQuery({ year, month });
  const areas = useStartupAreasQuery();
  const [edits, setEdits] = useState<Edits>({});
  const [editsMonth, setEditsMonth] = useState(monthParam({ year, month }));
  const [areaToAdd, setAreaToAdd] = useState<string | null>(null);
  const [confirmDuplicate, setConfirmDuplicate] = useState(false);
  const [save, saving] = useUpdateTargetsMutation();
  const [addArea, adding] = useAddAreaToTargetMutation();
  const [duplicate, duplicating] = useDuplicateLastMonthMutation();

  // Another month (the guard has let it go): its grid starts without edits.
  const shown = monthParam({ year, month });
  if (editsMonth !== shown) {
    setEditsMonth(shown);
    setEdits({});
  }

  const days = daysInMonth(year, month);
  // 02 §8 "Target data failures: empty list": a failed load shows the grid empty (the snackbar says why).
  const serverRows = useMemo(
    () => (result.isError ? [] : (result.data ?? [])),
    [result.isError, result.data],
  );
  const rows = useMemo(() => gridRows(serverRows, edits, days), [serverRows, edits, days]);
  const dirty = isDirty(rows);
  const present = new Set(serverRows.map((row) => row.area._id));
  const addable = (areas.data ?? []).filter((area) => !present.has(area._id));
  const lastChange = serverRows.reduce<(typeof serverRows)[number] | null>(
    (latest, row) => (!latest || row.updatedAt > latest.updatedAt ? row : latest),
    null,
  );

  const onSave = async () => {
    const { values, check } = saveValues(rows);
    if (!check.ok) {
      notice.error(check.message);
      return;
    }
    try {
      await save({ year, month, values }).unwrap();
      setEdits({});
      notice.success('Targets have been saved');
    } catch {
      // The store's notices listener words the failure (03 §8); the edits stay for another try.
    }
  };

  const onAdd = async () => {
    if (!areaToAdd) return;
    try {
      const added = await addArea({ year, month, area: areaToAdd }).unwrap();
      setAreaToAdd(null);
      notice.success(`${added.areaName} added with ${added.assigned} assigned vehicles`);
    } catch {
      // worded by the notices listener
    }
  };

  const onDuplicate = async () => {
    try {
      await duplicate({ year, month }).unwrap();
      notice.success('Last month’s targets have been copied');
    } catch {
      // worded by the notices listener
    } finally {
      setConfirmDuplicate(false);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="targets-page">
      <PageHeader
        title="Targets"
        subtitle={`Monthly target per area. Operating, the ratio for communications, rides, revenue, active and urgent follow what you type (${days} days).`}
        extra={
          mayView && (
            <Link to={`${appPath('targets/actual')}?month=${shown}`}>
              <Button>Targets vs Actual</Button>
            </Link>
          )
        }
      />
      <Flex gap={8} wrap align="center" justify="space-between">
        <Space wrap>
          <DatePicker
            picker="month"
            allowClear={false}
            value={dayjs(`${shown}-01`)}
            format={pickerFormat('MMMM YYYY')}
            onChange={(value) => value && setMonth({ year: value.year(), month: value.month() + 1 })}
            aria-label="Month"
            data-testid="targets-month"
          />
          <Select
            style={{ width: 200 }}
            placeholder="Area to add"
            value={areaToAdd}
            onChange={setAreaToAdd}
            options={addable.map((area) => ({ value: area._id, label: area.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            aria-label="Area to add"
            data-testid="targets-add-area-select"
          />
          <Button
            onClick={() => void onAdd()}
            disabled={!areaToAdd}
            loading={adding.isLoading}
            data-testid="targets-add-area"
          >
            Add area
          </Button>
          <Button onClick={() => setConfirmDuplicate(true)} data-testid="targets-duplicate">
            Duplicate last month
          </Button>
        </Space>
        <Space>
          {dirty && <Typography.Text type="warning">Unsaved changes</Typography.Text>}
          <Button onClick={() => setEdits({})} disabled={!dirty}>
            Discard
          </Button>
          <Button
            type="primary"
            onClick={() => void onSave()}
            disabled={!dirty}
            loading={saving.isLoading}
            data-testid="targets-save"
          >
            Save
          </Button>
        </Space>
      </Flex>
      {lastChange?.updatedBy && (
        <Typography.Text type="secondary" data-testid="targets-last-change">
          Last changed by {lastChange.updatedBy.name} on {formatDateTime(lastChange.updatedAt)}
        </Typography.Text>
      )}
      {result.isError && (
        <Alert
          type="error"
          showIcon
          title="Targets could not be loaded."
          action={
            <Button size="small" onClick={() => void result.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      <TargetsGrid
        rows={rows}
        loading={result.isFetching}
        onEdit={(areaId, key, value) => setEdits((current) => editCell(current, areaId, key, value))}
        empty={
          <EmptyState
            title="No targets for this month"
            description="Add an area, or copy last month’s targets."
          />
        }
      />
      <ConfirmDialog
        open={confirmDuplicate}
        title="Duplicate last month"
        subtitle="Areas of last month that have no target this month get last month’s values. Targets already set here stay as they are."
        confirmText="Duplicate"
        loading={duplicating.isLoading}
        onConfirm={() => void onDuplicate()}
        onCancel={() => setConfirmDuplicate(false)}
      />
      <UnsavedChangesGuard dirty={dirty} />
    </Flex>
  );
}
