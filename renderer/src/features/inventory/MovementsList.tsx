import { useMemo, type ReactNode } from 'react';
import {
  INVENTORY_MOVEMENTS_EXPORTS,
  type MovementPageType,
} from '@ops/shared/exports/inventoryListsExportFields';
import { INVENTORY_MOVEMENTS_LIST, type InventoryMovementsFilters } from '@ops/shared/lists/inventory';
import { serializeFilters } from '@ops/shared/lists/listRequest';
import { INVENTORY_STATE_ERRORS } from '@ops/shared/rules/inventory';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useInventoryMovementsQuery, type MovementRow } from './inventoryApi';
import { movementColumns } from './movementColumns';
import { MovementsFilterPanel } from './MovementsFilterPanel';

/**
 * A movements list on the list kit: one movement type (the inputs, transfers, consumption,
 * returns and sorting pages) or all (item and warehouse pages, with a fixed filter). Its
 * export is its page's (inventory.EXPORT), over the filters the list applies.
 */
export function MovementsList({
  title,
  type,
  fixed = {},
  prefix,
  headerButtons,
  actions,
  headingLevel,
  testId,
}: {
  title: string;
  type: MovementPageType | null;
  fixed?: Partial<InventoryMovementsFilters>;
  prefix?: string;
  headerButtons?: ReactNode;
  actions?: ListColumn<MovementRow, 'createdAt'>;
  headingLevel?: 1 | 2;
  testId: string;
}) {
  const list = useListState(INVENTORY_MOVEMENTS_LIST, { prefix });
  const applied = { ...list.filters, ...fixed, ...(type ? { type } : {}) };
  const filters = serializeFilters(applied) ?? null;
  const result = useInventoryMovementsQuery({ ...list.request, filters });
  const columns = useMemo(() => [...movementColumns(type), ...(actions ? [actions] : [])], [type, actions]);
  const exporter = useExport(INVENTORY_MOVEMENTS_EXPORTS[type ?? 'all']);
  return (
    <>
      <ListPage
        title={title}
        headingLevel={headingLevel}
        list={list}
        columns={columns}
        rows={result.data?.movements}
        total={result.data?.totalCount ?? 0}
        rowKey={(m) => m._id}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error}
        errorTitle={INVENTORY_STATE_ERRORS.inventory}
        onRetry={() => void result.refetch()}
        search={false}
        filters={<MovementsFilterPanel list={list} type={type} fixed={fixed} />}
        headerButtons={headerButtons}
        onExport={exporter.allowed ? () => exporter.open(applied, result.data?.totalCount) : undefined}
        onExportSelected={
          exporter.allowed ? (rows) => exporter.openSelected(rows.map((m) => m._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        empty={{ title: 'No movements yet', filteredTitle: 'No movements match these filters' }}
        testId={testId}
      />
      <ExportControls exporter={exporter} />
    </>
  );
}
