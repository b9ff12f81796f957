import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Flex, Tag } from 'antd';
import { storagesExport } from '@ops/shared/exports/inventoryListsExportFields';
import { INVENTORY_PAGE_SIZE, INVENTORY_STATE_ERRORS } from '@ops/shared/rules/inventory';
import { fmtMoney } from '../../lib/format';
import { storagePath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListInventoryWarehousesQuery, type WarehouseRow } from './inventoryApi';
import { ItemPicker } from './pickers';

/**
 * /app/inventory/storages: the warehouses list (03 §7: pageNumber from 0, itemId). With an
 * item chosen, each warehouse shows that item's stock. Few warehouses: the page is shown
 * whole with the list kit, and pages past the first are asked for through ?page. The export
 * (inventory.EXPORT) holds every warehouse, with the item's column when one is chosen.
 */
export default function StoragesPage() {
  const [params, setParams] = useSearchParams();
  const itemId = params.get('itemId') ?? undefined;
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const result = useListInventoryWarehousesQuery({ pageNumber: page, itemId });
  const navigate = useNavigate();
  const exportSpec = useMemo(() => storagesExport(!!itemId), [itemId]);
  const exporter = useExport(exportSpec);
  const columns = useMemo<ListColumn<WarehouseRow>[]>(
    () => [
      { key: 'name', title: 'Name', render: (_v, w) => w.name },
      { key: 'office', title: 'Office', render: (_v, w) => w.office ?? '-' },
      { key: 'area', title: 'Area', render: (_v, w) => w.areaName ?? '-' },
      { key: 'itemsCount', title: 'Items in stock', render: (_v, w) => w.itemsCount },
      { key: 'totalQuantity', title: 'Units', render: (_v, w) => w.totalQuantity },
      { key: 'value', title: 'Value', render: (_v, w) => fmtMoney(w.value) },
      {
        key: 'urgent',
        title: 'Urgent',
        render: (_v, w) => (w.urgentCount ? <Tag color="red">{w.urgentCount}</Tag> : 0),
      },
      ...(itemId
        ? [
            {
              key: 'itemStock',
              title: 'This item: quantity / frozen',
              render: (_v: unknown, w: WarehouseRow) =>
                w.stock[0] ? `${w.stock[0].quantity} / ${w.stock[0].frozen}` : '0 / 0',
            },
          ]
        : []),
    ],
    [itemId],
  );
  const totalPages = result.data?.totalPages ?? 1;
  return (
    <>
      <ListPage
        title="Storages"
        name="inventoryStorages"
        columns={columns}
        rows={result.data?.warehouses}
        total={result.data?.totalCount ?? 0}
        rowKey={(w) => w._id}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error}
        errorTitle={INVENTORY_STATE_ERRORS.warehouses}
        onRetry={() => void result.refetch()}
        onOpenRow={(w) => navigate(storagePath(w._id))}
        rowHref={(w) => storagePath(w._id)}
        above={
          <Flex justify="space-between" align="end" gap={12}>
            <div style={{ width: 360 }}>
              <label className="ops-filter-label">Stock of one item</label>
              <ItemPicker
                value={itemId}
                onChange={(item) =>
                  setParams((p) => (item ? (p.set('itemId', item._id), p) : (p.delete('itemId'), p)))
                }
                testId="storages-item"
              />
            </div>
            {totalPages > 1 && (
              <Flex gap={8} align="center">
                <Button
                  disabled={page === 0}
                  onClick={() => setParams((p) => (p.set('page', String(page - 1)), p))}
                >
                  Previous
                </Button>
                {`Page ${page + 1} of ${totalPages} (${INVENTORY_PAGE_SIZE} a page)`}
                <Button
                  disabled={page + 1 >= totalPages}
                  onClick={() => setParams((p) => (p.set('page', String(page + 1)), p))}
                >
                  Next
                </Button>
              </Flex>
            )}
          </Flex>
        }
        onExport={exporter.allowed ? () => exporter.open({ itemId }, result.data?.totalCount) : undefined}
        onExportSelected={
          exporter.allowed ? (rows) => exporter.openSelected(rows.map((w) => w._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        empty={{ title: 'No warehouses yet' }}
        testId="inventory-storages"
      />
      <ExportControls exporter={exporter} />
    </>
  );
}
