import { Link } from 'react-router';
import { Tag } from 'antd';
import {
  movementFields,
  type MovementPageType,
  type MovementsExportField,
} from '@ops/shared/exports/inventoryListsExportFields';
import { movementLinkTexts } from '@ops/shared/rules/inventoryLabels';
import { fmtMoney } from '../../lib/format';
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
  const parts = movementLinkTexts({
    vehicleCode: m.vehicle?.code ?? null,
    opsTaskId: m.opsTaskId ?? null,
    taskId: m.taskId ?? null,
    custodyTransferId: m.custodyTransferId ?? null,
    requestId: m.requestId ?? null,
  }).map((part) =>
    part.kind === 'vehicle' && m.vehicle ? (
      <Link key={part.text} to={vehiclePath(m.vehicle.code)} onClick={stop}>
        {part.text}
      </Link>
    ) : (
      <span key={part.text}>{part.text}</span>
    ),
  );
  return parts.length ? <>{parts.flatMap((p, i) => (i ? [', ', p] : [p]))}</> : '-';
}

type Render = ListColumn<MovementRow, 'createdAt'>['render'];

const RENDERS: Record<MovementsExportField, Render> = {
  createdAt: (_v, m) => dateText(m.createdAt),
  type: (_v, m) => MOVEMENT_LABELS[m.type] ?? m.type,
  item: (_v, m) => (
    <Link to={inventoryItemPath(m.item._id)} onClick={stop}>
      {m.item.name}
    </Link>
  ),
  quantity: (_v, m) => m.quantity,
  from: (_v, m) => warehouseLink(m.fromWarehouse),
  to: (_v, m) => warehouseLink(m.toWarehouse),
  transferStatus: (_v, m) =>
    m.transferStatus ? (
      <Tag
        color={
          m.transferStatus === 'in_transit' ? 'gold' : m.transferStatus === 'received' ? 'green' : 'default'
        }
      >
        {TRANSFER_STATUS_LABELS[m.transferStatus]}
      </Tag>
    ) : (
      '-'
    ),
  sortOutcome: (_v, m) =>
    m.sortOutcome
      ? `${SORT_OUTCOME_LABELS[m.sortOutcome]}${m.targetItem ? ` → ${m.targetItem.name}` : ''}`
      : '-',
  price: (_v, m) => (m.price === null || m.price === undefined ? '-' : fmtMoney(m.price)),
  supplier: (_v, m) => m.supplier ?? '-',
  for: (_v, m) => linkedTo(m),
  user: (_v, m) => m.user?.name ?? '-',
  comment: (_v, m) => m.comment ?? '-',
  receivedAt: (_v, m) =>
    m.receivedAt ? `${dateText(m.receivedAt)}${m.receivedBy ? ` by ${m.receivedBy.name}` : ''}` : '-',
};

/**
 * Columns of a movements list: every movement records who, when, why and what for (issue 12
 * §1). Which columns a type shows, and their words, are its export's fields, so the file
 * has the page's columns; the price cell shows L.E where the file holds bare EGP.
 */
export function movementColumns(type: MovementPageType | null): ListColumn<MovementRow, 'createdAt'>[] {
  return movementFields(type).map((field) => ({
    key: field.key,
    title: field.key === 'price' ? 'Price' : field.label,
    ...(field.key === 'createdAt' ? { sortField: 'createdAt' as const } : {}),
    render: RENDERS[field.key],
  }));
}
