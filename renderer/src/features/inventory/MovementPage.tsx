import { useMemo, useState } from 'react';
import { Button, Flex } from 'antd';
import type { MovementType } from '@ops/shared/rules/inventory';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { useCan } from '../../components/PermissionGate';
import type { ListColumn } from '../../components/list/ListPage';
import {
  useCancelInventoryTransferMutation,
  useReceiveInventoryTransferMutation,
  type MovementRow,
} from './inventoryApi';
import { MovementDialog, type MovementKind } from './MovementDialog';
import { MovementsList } from './MovementsList';

const BUTTONS: Record<MovementKind, { label: string; gate: 'inventory.MANAGE_STOCK' | 'inventory.CONSUME' }> =
  {
    input: { label: 'New input', gate: 'inventory.MANAGE_STOCK' },
    transfer: { label: 'New transfer', gate: 'inventory.MANAGE_STOCK' },
    consumption: { label: 'Consume parts', gate: 'inventory.CONSUME' },
    return: { label: 'Return parts', gate: 'inventory.CONSUME' },
    sorting: { label: 'Sort returned parts', gate: 'inventory.MANAGE_STOCK' },
  };

function TransferActions({ movement }: { movement: MovementRow }) {
  const [receive, received] = useReceiveInventoryTransferMutation();
  const [cancel, cancelled] = useCancelInventoryTransferMutation();
  if (movement.transferStatus !== 'in_transit') return null;
  return (
    <Flex gap={4} onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        type="primary"
        loading={received.isLoading}
        onClick={() => void receive(movement._id)}
        data-testid="transfer-receive"
      >
        Receive
      </Button>
      <Button size="small" loading={cancelled.isLoading} onClick={() => void cancel(movement._id)}>
        Cancel
      </Button>
    </Flex>
  );
}

/** The inputs, transfers, consumption, returns and sorting pages: the movements of one type and the button that starts one. */
export function MovementPage({ type, title }: { type: MovementKind & MovementType; title: string }) {
  const [open, setOpen] = useState(false);
  const button = BUTTONS[type];
  const allowed = useCan(gate(button.gate));
  const mayManage = useCan(gate('inventory.MANAGE_STOCK'));
  const actions = useMemo<ListColumn<MovementRow, 'createdAt'> | undefined>(
    () =>
      type === 'transfer' && mayManage
        ? { key: 'actions', title: 'Actions', render: (_v, m) => <TransferActions movement={m} /> }
        : undefined,
    [type, mayManage],
  );
  return (
    <>
      <MovementsList
        title={title}
        type={type}
        actions={actions}
        testId={`inventory-${type}`}
        headerButtons={
          allowed ? (
            <Button type="primary" onClick={() => setOpen(true)} data-testid="movement-new">
              {button.label}
            </Button>
          ) : undefined
        }
      />
      <MovementDialog kind={type} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
