import { useState } from 'react';
import { Form, InputNumber, Modal } from 'antd';
import {
  DEFAULT_APPROVAL_THRESHOLD,
  MAX_APPROVAL_THRESHOLD,
  thresholdError,
} from '@ops/shared/rules/moneyApprovals';
import { fmtMoney } from '../../../lib/format';
import { testId } from '../../../lib/testId';
import type { ThresholdRow } from './thresholdsApi';

export interface ThresholdDialogProps {
  /** The role being edited; null while closed. */
  row: ThresholdRow | null;
  saving: boolean;
  onSave: (threshold: number) => void;
  onCancel: () => void;
}

/**
 * Edit one role's threshold; the value is read by the rule the server refuses with (thresholdError).
 * Key it by the role (`key={row?.roleId}`) so each role's edit starts from that role's value.
 */
export function ThresholdDialog({ row, saving, onSave, onCancel }: ThresholdDialogProps) {
  // Starts from the row when mounted (the page keys the dialog by role), not in an effect: an
  // effect runs after the first paint, so a value typed at once was overwritten by the old one.
  const [value, setValue] = useState<number | null>(row ? row.threshold : null);
  const [tried, setTried] = useState(false);

  // The message shows after the first Save, not while the person is still typing.
  const error = tried ? thresholdError(value) : null;
  const save = () => {
    setTried(true);
    if (thresholdError(value) === null && value !== null) onSave(value);
  };

  return (
    <Modal
      open={!!row}
      title={row ? `Approval threshold: ${row.roleName}` : 'Approval threshold'}
      okText="Save"
      okButtonProps={testId('threshold-save')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onCancel}
      destroyOnHidden
      width={440}
    >
      <Form layout="vertical" data-testid="threshold-form" onFinish={save}>
        <Form.Item
          label="Threshold (L.E)"
          htmlFor="threshold-value"
          extra={`A balance edit, compensation or settlement above this amount (either sign) by a member of this role waits for a second signature. 0 holds every one; the default is ${fmtMoney(DEFAULT_APPROVAL_THRESHOLD)}.`}
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <InputNumber
            id="threshold-value"
            style={{ width: '100%' }}
            min={0}
            max={MAX_APPROVAL_THRESHOLD}
            step={50}
            value={value}
            onChange={(next) => setValue(next)}
            onPressEnter={save}
            data-testid="threshold-value"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
