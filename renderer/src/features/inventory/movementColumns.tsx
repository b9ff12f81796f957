import { Link } from 'react-router';
import { Tag } from 'antd';
import type { MovementType } from '@ops/shared/rules/inventory';
import { formatEgp } from '@ops/shared/rules/money';
import { inventoryItemPath, storagePath, vehiclePath } from '../../app/paths';
import type { ListColumn } from '../../components/list/ListPage';
import { dateText, MOVEMENT_LABELS, SORT_OUTCOME_LABELS, TRANSFER_STATUS_LABELS } from './format';
import type { MovementRow } from './inventoryApi';

const stop = (e: React.MouseEvent) => e.stopPropagation();
const warehouseLink = (w: MovementRow['fromWarehouse']) =>
  w ? (
    <Link to={storagePath(w._id)} onClick={stop}>
      {w.name}
    </Link>
  ) : (
    '-'
  );

/** What the movement was for: a vehicle, a support task, a field (ops) task, a custody transfer, a request. */
function linkedTo(m: MovementRow) {
  const parts = [
    m.vehicle && (
      <Link key="v" to={vehiclePath(m.vehicle.code)} onClick={stop}>
        Vehicle {m.vehicle.code}
      </Link>
    ),
    m.opsTaskId && <span key="o">Field task {m.opsTaskId.slice(0, 8)}</span>,
    m.taskId && <span key="t">Task {m.taskId.slice(-6)}</span>,
    m.custodyTransferId && <span key="c">Custody transfer</span>,
    m.requestId && <span key="r">Request {m.requestId.slice(-6)}</span>,
  ].filter(Boolean);
  return parts.length ? <>{parts.flatMap((p, i) => (i ? [', ', p] : [p]))}</> : '-';
}

/** Columns of a movements list: every movement records who, when, why and what for (issue 12 §1). */
export function movementColumns(type: MovementType | null): ListColumn<MovementRow, 'createdAt'>[] {
  const columns: Array<ListColumn<MovementRow, 'createdAt'> | false> = [
    { key: 'createdAt', title: 'When', sortField: 'createdAt', render: (_v, m) => dateText(m.createdAt) },
    !type && { key: 'type', title: 'Movement', render: (_v, m) => MOVEMENT_LABELS[m.type] ?? m.type },
    {
      key: 'item',
      title: 'Item',
      render: (_v, m) => (
        <Link to={inventoryItemPath(m.item._id)} onClick={stop}>
          {m.item.name}
        </Link>
      ),
    },
    { key: 'quantity', title: 'Quantity', render: (_v, m) => m.quantity },
    type !== 'input' && type !== 'return' && { key: 'from', title: 'From', render: (_v, m) => warehouseLink(m.fromWarehouse) },
    type !== 'consumption' && type !== 'damaged' && { key: 'to', title: type === 'sorting' ? 'Into' : 'To', render: (_v, m) => warehouseLink(m.toWarehouse) },
    (type === 'transfer' || !type) && {
      key: 'transferStatus',
      title: 'Transfer',
      render: (_v, m) => (m.transferStatus ? <Tag color={m.transferStatus === 'in_transit' ? 'gold' : m.transferStatus === 'received' ? 'green' : 'default'}>{TRANSFER_STATUS_LABELS[m.transferStatus]}</Tag> : '-'),
    },
    (type === 'sorting' || !type) && {
      key: 'sortOutcome',
      title: 'Sorted as',
      render: (_v, m) => (m.sortOutcome ? `${SORT_OUTCOME_LABELS[m.sortOutcome]}${m.targetItem ? ` → ${m.targetItem.name}` : ''}` : '-'),
    },
    (type === 'input' || !type) && { key: 'price', title: 'Price', render: (_v, m) => (m.price === null || m.price === undefined ? '-' : formatEgp(m.price)) },
    (type === 'input' || !type) && { key: 'supplier', title: 'Supplier', render: (_v, m) => m.supplier ?? '-' },
    { key: 'for', title: 'For', render: (_v, m) => linkedTo(m) },
    { key: 'user', title: 'By', render: (_v, m) => m.user?.name ?? '-' },
    { key: 'comment', title: 'Why', render: (_v, m) => m.comment ?? '-' },
    type === 'transfer' && { key: 'receivedAt', title: 'Received', render: (_v, m) => (m.receivedAt ? `${dateText(m.receivedAt)}${m.receivedBy ? ` by ${m.receivedBy.name}` : ''}` : '-') },
  ];
  return columns.filter((c): c is ListColumn<MovementRow, 'createdAt'> => c !== false);
}
