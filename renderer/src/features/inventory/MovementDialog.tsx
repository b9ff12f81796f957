import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { errorMessageOf } from '../../i18n/errorText';
import {
  INVENTORY_MESSAGES,
  quantityError,
  SORT_OUTCOMES,
  type SortOutcome,
} from '@ops/shared/rules/inventory';
import { notice } from '../../lib/notices';
import { SORT_OUTCOME_LABELS } from './format';
import {
  useAddInventoryInputMutation,
  useConsumeInventoryItemMutation,
  useReturnInventoryItemMutation,
  useSortInventoryReturnsMutation,
  useTransferInventoryItemMutation,
} from './inventoryApi';
import { ItemPicker, WarehousePicker, type PickedItem } from './pickers';

export type MovementKind = 'input' | 'transfer' | 'consumption' | 'return' | 'sorting';

const TITLES: Record<MovementKind, string> = {
  input: 'New input',
  transfer: 'New transfer',
  consumption: 'Consume parts',
  return: 'Return consumed parts',
  sorting: 'Sort returned parts',
};

/** One dialog for the five movements a person starts here; the server checks stock in the same words. */
export function MovementDialog({
  kind,
  open,
  onClose,
}: {
  kind: MovementKind;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={TITLES[kind]} footer={null} onCancel={onClose} destroyOnHidden width={520}>
      <MovementForm kind={kind} onClose={onClose} />
    </Modal>
  );
}

function MovementForm({ kind, onClose }: { kind: MovementKind; onClose: () => void }) {
  const [item, setItem] = useState<PickedItem | undefined>();
  const [warehouseId, setWarehouseId] = useState<string>();
  const [toWarehouseId, setToWarehouseId] = useState<string>();
  const [quantity, setQuantity] = useState<number | null>(1);
  const [price, setPrice] = useState<number | null>(null);
  const [supplier, setSupplier] = useState('');
  const [reason, setReason] = useState('');
  const [target, setTarget] = useState<'vehicle' | 'opsTask'>('vehicle');
  const [targetValue, setTargetValue] = useState('');
  const [outcome, setOutcome] = useState<SortOutcome>('repairable');
  const [recycled, setRecycled] = useState<PickedItem | undefined>();
  const [addInput, input] = useAddInventoryInputMutation();
  const [transfer, transferred] = useTransferInventoryItemMutation();
  const [consume, consumed] = useConsumeInventoryItemMutation();
  const [giveBack, returned] = useReturnInventoryItemMutation();
  const [sort, sorted] = useSortInventoryReturnsMutation();
  const states = { input, transfer: transferred, consumption: consumed, return: returned, sorting: sorted };
  const state = states[kind];
  const qError = quantity === null ? null : quantityError(quantity);
  const returnError =
    kind === 'return' && item && !item.hasReturnIfConsumed ? INVENTORY_MESSAGES.noReturn : null;
  const ready =
    !!item &&
    !!warehouseId &&
    quantity !== null &&
    !qError &&
    !returnError &&
    (kind === 'input' ? price !== null && supplier.trim() !== '' : reason.trim() !== '') &&
    (kind !== 'transfer' || (!!toWarehouseId && toWarehouseId !== warehouseId)) &&
    (kind !== 'consumption' || targetValue.trim() !== '') &&
    (kind !== 'sorting' || outcome !== 'recycled' || !!recycled);

  const onSave = async () => {
    if (!item || !warehouseId || quantity === null) return;
    const base = { itemId: item._id, warehouseId, quantity };
    try {
      if (kind === 'input')
        await addInput({
          ...base,
          price: price ?? 0,
          supplier: supplier.trim(),
          comment: reason.trim() || undefined,
        }).unwrap();
      if (kind === 'transfer')
        await transfer({
          itemId: item._id,
          fromWarehouseId: warehouseId,
          toWarehouseId: toWarehouseId!,
          quantity,
          reason,
        }).unwrap();
      if (kind === 'consumption')
        await consume({
          ...base,
          reason,
          ...(target === 'vehicle' ? { vehicle: targetValue.trim() } : { opsTaskId: targetValue.trim() }),
        }).unwrap();
      if (kind === 'return')
        await giveBack({ ...base, reason, vehicle: targetValue.trim() || undefined }).unwrap();
      if (kind === 'sorting')
        await sort({
          ...base,
          outcome,
          targetItemId: outcome === 'recycled' ? recycled?._id : undefined,
          reason,
        }).unwrap();
      notice.success('Saved');
      onClose();
    } catch {
      // Shown in the dialog ('Not enough stock').
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void onSave()}>
      <Form.Item label="Item" required validateStatus={returnError ? 'error' : undefined} help={returnError}>
        <ItemPicker value={item?._id} onChange={setItem} testId="movement-item" />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item label={kind === 'transfer' ? 'From' : 'Warehouse'} required style={{ flex: 1 }}>
          <WarehousePicker value={warehouseId} onChange={setWarehouseId} testId="movement-warehouse" />
        </Form.Item>
        {kind === 'transfer' && (
          <Form.Item label="To" required style={{ flex: 1 }}>
            <WarehousePicker
              value={toWarehouseId}
              onChange={setToWarehouseId}
              exclude={warehouseId}
              testId="movement-to-warehouse"
            />
          </Form.Item>
        )}
        <Form.Item
          label="Quantity"
          required
          validateStatus={qError ? 'error' : undefined}
          help={qError}
          style={{ width: 140 }}
        >
          <InputNumber
            min={1}
            precision={0}
            style={{ width: '100%' }}
            value={quantity}
            onChange={setQuantity}
            data-testid="movement-quantity"
          />
        </Form.Item>
      </Flex>
      {kind === 'input' && (
        <Flex gap={12}>
          <Form.Item label="Price (EGP)" required style={{ flex: 1 }}>
            <InputNumber
              min={0}
              step={0.01}
              style={{ width: '100%' }}
              value={price}
              onChange={setPrice}
              data-testid="movement-price"
            />
          </Form.Item>
          <Form.Item label="Supplier" required style={{ flex: 2 }}>
            <Input
              value={supplier}
              onChange={(e) => setSupplier(e.target.value)}
              maxLength={120}
              data-testid="movement-supplier"
            />
          </Form.Item>
        </Flex>
      )}
      {kind === 'consumption' && (
        <Form.Item label="Used on" required>
          <Flex gap={8}>
            <Radio.Group
              style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              value={target}
              onChange={(e) => setTarget(e.target.value as 'vehicle' | 'opsTask')}
            >
              <Radio.Button value="vehicle">Vehicle</Radio.Button>
              <Radio.Button value="opsTask">Field task</Radio.Button>
            </Radio.Group>
            <Input
              value={targetValue}
              onChange={(e) => setTargetValue(e.target.value)}
              placeholder={target === 'vehicle' ? 'Vehicle code' : 'Field task id'}
              data-testid="movement-target"
            />
          </Flex>
        </Form.Item>
      )}
      {kind === 'return' && (
        <Form.Item label="From vehicle (code)">
          <Input
            value={targetValue}
            onChange={(e) => setTargetValue(e.target.value)}
            placeholder="Vehicle code"
          />
        </Form.Item>
      )}
      {kind === 'sorting' && (
        <Flex gap={12}>
          <Form.Item label="Sorted as" required style={{ flex: 1 }}>
            <Select
              value={outcome}
              onChange={setOutcome}
              options={SORT_OUTCOMES.map((o) => ({ value: o, label: SORT_OUTCOME_LABELS[o] }))}
            />
          </Form.Item>
          {outcome === 'recycled' && (
            <Form.Item label="Recycled item" required style={{ flex: 2 }}>
              <ItemPicker
                value={recycled?._id}
                onChange={setRecycled}
                category="Recycled"
                testId="movement-recycled-item"
              />
            </Form.Item>
          )}
        </Flex>
      )}
      <Form.Item label={kind === 'input' ? 'Comment' : 'Reason'} required={kind !== 'input'}>
        <Input.TextArea
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          data-testid="movement-reason"
        />
      </Form.Item>
      {state.error && (
        <Alert
          type="error"
          showIcon
          title={errorMessageOf(state.error)}
          style={{ marginBottom: 12 }}
          data-testid="movement-error"
        />
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!ready || state.isLoading}
          loading={state.isLoading}
          data-testid="movement-save"
        >
          Save
        </Button>
      </Flex>
    </Form>
  );
}
