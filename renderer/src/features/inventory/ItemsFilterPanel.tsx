import { Col, Input, Row, Select } from 'antd';
import type { InventoryItemsFilters } from '@ops/shared/lists/inventory';
import {
  INVENTORY_CATEGORIES,
  STOCK_FILTERS,
  type InventoryCategory,
  type StockFilter,
} from '@ops/shared/rules/inventory';
import type { ListState } from '../../components/list/useListState';
import { WarehousePicker } from './pickers';

const ALL = 'all';
const STOCK_LABELS: Record<StockFilter, string> = {
  all: 'All',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
};

/** The items filters (03 §3): name, warehouse, category, stock all / inStock / outOfStock, archived. */
export function ItemsFilterPanel({ list }: { list: ListState<InventoryItemsFilters, 'name'> }) {
  const filters = list.filters;
  return (
    <Row gutter={[16, 12]} data-testid="inventory-items-filters">
      <Col xs={24} sm={12} md={6}>
        <label className="ops-filter-label">Name</label>
        <Input.Search
          allowClear
          defaultValue={filters.name}
          placeholder="Name, Arabic name or bar code"
          onSearch={(name) => list.patchFilters({ name: name.trim() || undefined })}
          data-testid="inventory-items-name"
        />
      </Col>
      <Col xs={24} sm={12} md={6}>
        <label className="ops-filter-label">Warehouse</label>
        <WarehousePicker
          value={filters.warehouseId}
          onChange={(warehouseId) => list.patchFilters({ warehouseId })}
          testId="inventory-items-warehouse"
        />
      </Col>
      <Col xs={24} sm={12} md={4}>
        <label className="ops-filter-label">Category</label>
        <Select
          style={{ width: '100%' }}
          value={filters.category ?? ALL}
          options={[
            { value: ALL, label: 'All' },
            ...INVENTORY_CATEGORIES.map((c) => ({ value: c, label: c })),
          ]}
          onChange={(value: string) =>
            list.patchFilters({ category: value === ALL ? undefined : (value as InventoryCategory) })
          }
        />
      </Col>
      <Col xs={24} sm={12} md={4}>
        <label className="ops-filter-label">Stock</label>
        <Select
          style={{ width: '100%' }}
          value={filters.stock ?? 'all'}
          options={STOCK_FILTERS.map((value) => ({ value, label: STOCK_LABELS[value] }))}
          onChange={(stock: StockFilter) => list.patchFilters({ stock: stock === 'all' ? undefined : stock })}
          data-testid="inventory-items-stock"
        />
      </Col>
      <Col xs={24} sm={12} md={4}>
        <label className="ops-filter-label">Archived</label>
        <Select
          style={{ width: '100%' }}
          value={filters.archived === undefined ? ALL : filters.archived ? 'yes' : 'no'}
          options={[
            { value: ALL, label: 'All' },
            { value: 'no', label: 'Active' },
            { value: 'yes', label: 'Archived' },
          ]}
          onChange={(value: string) =>
            list.patchFilters({ archived: value === ALL ? undefined : value === 'yes' })
          }
        />
      </Col>
    </Row>
  );
}
