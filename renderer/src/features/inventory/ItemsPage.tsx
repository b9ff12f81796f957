import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Image, Tag } from 'antd';
import { INVENTORY_ITEMS_EXPORT } from '@ops/shared/exports/inventoryItemsExportFields';
import { INVENTORY_ITEMS_LIST } from '@ops/shared/lists/inventory';
import { INVENTORY_STATE_ERRORS } from '@ops/shared/rules/inventory';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { inventoryItemPath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { ItemDialog } from './ItemDialog';
import { ItemsFilterPanel } from './ItemsFilterPanel';
import { useListAllInventoryItemsQuery, type ItemRow } from './inventoryApi';
import { ArabicName } from './stockColumns';

function itemColumns(): ListColumn<ItemRow, 'name'>[] {
  return [
    {
      key: 'image',
      title: 'Image',
      width: 64,
      render: (_v, item) =>
        item.imageLink ? <Image src={item.imageLink} width={40} height={40} preview={false} alt="" /> : '-',
    },
    { key: 'name', title: 'Name', sortField: 'name', render: (_v, item) => item.name },
    { key: 'arName', title: 'Arabic name', render: (_v, item) => <ArabicName text={item.arName} /> },
    { key: 'category', title: 'Category', render: (_v, item) => item.category },
    {
      key: 'inStock',
      title: 'In stock',
      render: (_v, item) => (item.inStock > 0 ? item.inStock : <Tag color="red">Out of stock</Tag>),
    },
    {
      key: 'thresholds',
      title: 'Lower / higher',
      render: (_v, item) => `${item.lowerThreshold} / ${item.higherThreshold}`,
    },
    { key: 'manufacturer', title: 'Manufacturer', render: (_v, item) => item.manufacturer ?? '-' },
    { key: 'barCode', title: 'Bar code', hiddenByDefault: true, render: (_v, item) => item.barCode ?? '-' },
    {
      key: 'flags',
      title: 'Flags',
      render: (_v, item) =>
        [
          item.archived && 'Archived',
          item.canBeReported && 'Reportable',
          item.hasReturnIfConsumed && 'Returned',
        ]
          .filter(Boolean)
          .join(', ') || '-',
    },
  ];
}

/**
 * /app/inventory/items: listAllInventoryItems (pages from 0) with name, warehouse, category and stock
 * filters; export with inventory.EXPORT, without the 95-day limit (02 §5).
 */
export default function ItemsPage() {
  const list = useListState(INVENTORY_ITEMS_LIST);
  const result = useListAllInventoryItemsQuery(list.request);
  const columns = useMemo(() => itemColumns(), []);
  const mayEdit = useCan(gate('inventory.EDIT_ITEMS'));
  const exporter = useExport(INVENTORY_ITEMS_EXPORT);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <ListPage
        title="Inventory Items"
        list={list}
        columns={columns}
        rows={result.data?.items}
        total={result.data?.totalCount ?? 0}
        rowKey={(item) => item._id}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error}
        errorTitle={INVENTORY_STATE_ERRORS.items}
        onRetry={() => void result.refetch()}
        search={false}
        defaultFiltersOpen
        filters={<ItemsFilterPanel list={list} />}
        onExport={exporter.allowed ? () => exporter.open(list.filters, result.data?.totalCount) : undefined}
        onExportSelected={
          exporter.allowed ? (items) => exporter.openSelected(items.map((item) => item._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        headerButtons={
          mayEdit ? (
            <Button onClick={() => setCreating(true)} data-testid="item-new">
              New item
            </Button>
          ) : undefined
        }
        onOpenRow={(item) => navigate(inventoryItemPath(item._id))}
        rowHref={(item) => inventoryItemPath(item._id)}
        rowLinkColumn="name"
        empty={{ title: 'No items yet', filteredTitle: 'No items match these filters' }}
        testId="inventory-items"
      />
      <ItemDialog open={creating} item={null} onClose={() => setCreating(false)} />
      <ExportControls exporter={exporter} />
    </>
  );
}
