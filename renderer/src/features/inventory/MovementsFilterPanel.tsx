import { Col, Input, Row, Select } from 'antd';
import type { InventoryMovementsFilters } from '@ops/shared/lists/inventory';
import {
  SORT_OUTCOMES,
  TRANSFER_STATUSES,
  type MovementType,
  type SortOutcome,
  type TransferStatus,
} from '@ops/shared/rules/inventory';
import type { ListState } from '../../components/list/useListState';
import { SORT_OUTCOME_LABELS, TRANSFER_STATUS_LABELS } from './format';
import { ItemPicker, WarehousePicker } from './pickers';

const ALL = 'all';

/** Movement filters: item, warehouse, vehicle, and per type the transfer status or the sorting outcome. */
export function MovementsFilterPanel({
  list,
  type,
  fixed,
}: {
  list: ListState<InventoryMovementsFilters, 'createdAt'>;
  type: MovementType | null;
  fixed: Partial<InventoryMovementsFilters>;
}) {
  const f = list.filters;
  return (
    <Row gutter={[16, 12]}>
      {!fixed.itemId && (
        <Col xs={24} sm={12} md={6}>
          <label className="ops-filter-label">Item</label>
          <ItemPicker
            value={f.itemId}
            onChange={(item) => list.patchFilters({ itemId: item?._id })}
            testId="movements-item"
          />
        </Col>
      )}
      {!fixed.warehouseId && (
        <Col xs={24} sm={12} md={6}>
          <label className="ops-filter-label">Warehouse</label>
          <WarehousePicker
            value={f.warehouseId}
            onChange={(warehouseId) => list.patchFilters({ warehouseId })}
            testId="movements-warehouse"
          />
        </Col>
      )}
      <Col xs={24} sm={12} md={4}>
        <label className="ops-filter-label">Vehicle code</label>
        <Input.Search
          allowClear
          defaultValue={f.vehicle}
          onSearch={(vehicle) => list.patchFilters({ vehicle: vehicle.trim() || undefined })}
        />
      </Col>
      {type === 'transfer' && (
        <Col xs={24} sm={12} md={4}>
          <label className="ops-filter-label">Status</label>
          <Select
            style={{ width: '100%' }}
            value={f.transferStatus ?? ALL}
            options={[
              { value: ALL, label: 'All' },
              ...TRANSFER_STATUSES.map((s) => ({ value: s, label: TRANSFER_STATUS_LABELS[s] })),
            ]}
            onChange={(value: string) =>
              list.patchFilters({ transferStatus: value === ALL ? undefined : (value as TransferStatus) })
            }
          />
        </Col>
      )}
      {type === 'sorting' && (
        <Col xs={24} sm={12} md={4}>
          <label className="ops-filter-label">Sorted as</label>
          <Select
            style={{ width: '100%' }}
            value={f.sortOutcome ?? ALL}
            options={[
              { value: ALL, label: 'All' },
              ...SORT_OUTCOMES.map((s) => ({ value: s, label: SORT_OUTCOME_LABELS[s] })),
            ]}
            onChange={(value: string) =>
              list.patchFilters({ sortOutcome: value === ALL ? undefined : (value as SortOutcome) })
            }
          />
        </Col>
      )}
    </Row>
  );
}
