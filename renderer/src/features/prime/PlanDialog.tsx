import { useEffect, useState } from 'react';
import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import {
  parsePrimePlan,
  primePlanFieldErrors,
  TIME_UNITS,
  type PrimePlanInput,
} from '@ops/shared/rules/primePlan';
import { testId } from '../../lib/testId';
import type { PrimePlan } from './primeApi';

export interface PlanDialogProps {
  open: boolean;
  /** The plan being edited; none for a new one. */
  plan: PrimePlan | null;
  saving: boolean;
  onSave: (input: PrimePlanInput) => void;
  onCancel: () => void;
}

interface Draft {
  name: string;
  description: string;
  price: number | null;
  priceBefore: number | null;
  period: number | null;
  periodUnit: string | null;
  unlocks: number | null;
  reservations: number | null;
  available: boolean;
  freeTrialUnit: string | null;
  freeTrialValue: number | null;
}

const EMPTY: Draft = {
  name: '',
  description: '',
  price: null,
  priceBefore: null,
  period: 1,
  periodUnit: 'MONTH',
  unlocks: -1,
  reservations: -1,
  available: true,
  freeTrialUnit: null,
  freeTrialValue: null,
};
const UNIT_OPTIONS = TIME_UNITS.map((unit) => ({ value: unit, label: unit }));

const draftOf = (plan: PrimePlan): Draft => ({
  name: plan.name,
  description: plan.description ?? '',
  price: plan.price,
  priceBefore: plan.priceBefore ?? null,
  period: plan.period,
  periodUnit: plan.periodUnit,
  unlocks: plan.unlocks,
  reservations: plan.reservations,
  available: plan.available,
  freeTrialUnit: plan.freeTrialUnit ?? null,
  freeTrialValue: plan.freeTrialValue ?? null,
});

/** createPrimePLan / editPrimePLan's form; the fields are read by the schema the server uses (shared/rules/primePlan.ts). */
export function PlanDialog({ open, plan, saving, onSave, onCancel }: PlanDialogProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) return;
    setDraft(plan ? draftOf(plan) : EMPTY);
    setTried(false);
  }, [open, plan]);

  // Empty inputs are undefined to the schema, so required fields read 'Please enter ...'.
  const input = {
    ...draft,
    price: draft.price ?? undefined,
    period: draft.period ?? undefined,
    unlocks: draft.unlocks ?? undefined,
    reservations: draft.reservations ?? undefined,
  };
  // Messages show after the first Save, not while the person is still typing.
  const errors = tried ? primePlanFieldErrors(input) : {};
  const save = () => {
    setTried(true);
    const parsed = parsePrimePlan(input);
    if (parsed.ok) onSave(parsed.value);
  };
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const status = (field: keyof typeof errors) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

  return (
    <Modal
      open={open}
      title={plan ? 'Edit Prime Plan' : 'New Prime Plan'}
      okText="Save"
      okButtonProps={testId('prime-plan-save')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onCancel}
      destroyOnHidden
      width={560}
    >
      <Form layout="vertical" data-testid="prime-plan-form">
        <Form.Item label="Name" htmlFor="prime-plan-name" {...status('name')}>
          <Input
            id="prime-plan-name"
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            data-testid="prime-plan-name"
          />
        </Form.Item>
        <Form.Item label="Description" htmlFor="prime-plan-description" {...status('description')}>
          <Input.TextArea
            id="prime-plan-description"
            rows={2}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label="Price (L.E)" htmlFor="prime-plan-price" {...status('price')}>
              <InputNumber
                id="prime-plan-price"
                style={{ width: '100%' }}
                value={draft.price}
                onChange={(price) => set({ price })}
                data-testid="prime-plan-price"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Price before (L.E)"
              htmlFor="prime-plan-price-before"
              extra="Shown struck through; empty for none"
              {...status('priceBefore')}
            >
              <InputNumber
                id="prime-plan-price-before"
                style={{ width: '100%' }}
                value={draft.priceBefore}
                onChange={(priceBefore) => set({ priceBefore })}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Period" htmlFor="prime-plan-period" {...status('period')}>
              <InputNumber
                id="prime-plan-period"
                style={{ width: '100%' }}
                value={draft.period}
                onChange={(period) => set({ period })}
                data-testid="prime-plan-period"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Period unit" htmlFor="prime-plan-period-unit" {...status('periodUnit')}>
              <Select
                id="prime-plan-period-unit"
                options={UNIT_OPTIONS}
                value={draft.periodUnit}
                onChange={(periodUnit: string) => set({ periodUnit })}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Unlocks"
              htmlFor="prime-plan-unlocks"
              extra="-1 is unlimited"
              {...status('unlocks')}
            >
              <InputNumber
                id="prime-plan-unlocks"
                style={{ width: '100%' }}
                value={draft.unlocks}
                onChange={(unlocks) => set({ unlocks })}
                data-testid="prime-plan-unlocks"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Reservations"
              htmlFor="prime-plan-reservations"
              extra="-1 is unlimited"
              {...status('reservations')}
            >
              <InputNumber
                id="prime-plan-reservations"
                style={{ width: '100%' }}
                value={draft.reservations}
                onChange={(reservations) => set({ reservations })}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Free trial unit" htmlFor="prime-plan-trial-unit" {...status('freeTrialUnit')}>
              <Select
                id="prime-plan-trial-unit"
                allowClear
                placeholder="No free trial"
                options={UNIT_OPTIONS}
                value={draft.freeTrialUnit}
                onChange={(freeTrialUnit: string | undefined) =>
                  set({ freeTrialUnit: freeTrialUnit ?? null })
                }
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Free trial value"
              htmlFor="prime-plan-trial-value"
              {...status('freeTrialValue')}
            >
              <InputNumber
                id="prime-plan-trial-value"
                style={{ width: '100%' }}
                value={draft.freeTrialValue}
                onChange={(freeTrialValue) => set({ freeTrialValue })}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Available"
          htmlFor="prime-plan-available"
          extra="Riders can subscribe to an available plan"
        >
          <Switch
            id="prime-plan-available"
            checked={draft.available}
            onChange={(available) => set({ available })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
