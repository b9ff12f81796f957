import { useEffect, useState } from 'react';
import { Form, InputNumber, Modal, Switch } from 'antd';
import {
  parseWalletChargePlan,
  walletChargePlanFieldErrors,
  type WalletChargePlanInput,
} from '@ops/shared/rules/walletChargePlan';
import { testId } from '../../../lib/testId';
import type { ChargePlan } from './autoChargeApi';

export interface PlanDialogProps {
  open: boolean;
  /** The plan being edited; none for a new one. */
  plan: ChargePlan | null;
  saving: boolean;
  onSave: (input: WalletChargePlanInput) => void;
  onCancel: () => void;
}

interface Draft {
  price: number | null;
  amount: number | null;
  active: boolean;
}

/** Create or edit a wallet charge plan; the fields are read by the schema the server uses. */
export function PlanDialog({ open, plan, saving, onSave, onCancel }: PlanDialogProps) {
  const [draft, setDraft] = useState<Draft>({ price: null, amount: null, active: true });
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) return;
    setDraft(
      plan
        ? { price: plan.price, amount: plan.amount, active: plan.active }
        : { price: null, amount: null, active: true },
    );
    setTried(false);
  }, [open, plan]);

  // An empty field is undefined to the schema, so it reads 'Please enter ...'.
  const input = { price: draft.price ?? undefined, amount: draft.amount ?? undefined, active: draft.active };
  // Messages show after the first Save, not while the person is still typing.
  const errors = tried ? walletChargePlanFieldErrors(input) : {};
  const save = () => {
    setTried(true);
    const parsed = parseWalletChargePlan(input);
    if (parsed.ok) onSave(parsed.value);
  };

  return (
    <Modal
      open={open}
      title={plan ? 'Edit Wallet Charge Plan' : 'New Wallet Charge Plan'}
      okText="Save"
      okButtonProps={testId('plan-save')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onCancel}
      destroyOnHidden
      width={420}
    >
      <Form layout="vertical" data-testid="plan-form">
        <Form.Item
          label="Price (L.E)"
          extra="What the rider pays"
          validateStatus={errors.price ? 'error' : undefined}
          help={errors.price}
        >
          <InputNumber
            style={{ width: '100%' }}
            value={draft.price}
            onChange={(price) => setDraft({ ...draft, price })}
            data-testid="plan-price"
          />
        </Form.Item>
        <Form.Item
          label="Amount (L.E)"
          extra="What lands in the wallet"
          validateStatus={errors.amount ? 'error' : undefined}
          help={errors.amount}
        >
          <InputNumber
            style={{ width: '100%' }}
            value={draft.amount}
            onChange={(amount) => setDraft({ ...draft, amount })}
            data-testid="plan-amount"
          />
        </Form.Item>
        <Form.Item label="Active">
          <Switch
            checked={draft.active}
            onChange={(active) => setDraft({ ...draft, active })}
            data-testid="plan-active"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
