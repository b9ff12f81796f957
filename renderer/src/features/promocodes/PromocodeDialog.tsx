import { useEffect, useState, type FocusEvent } from 'react';
import { Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import {
  isExpirationDayDisabled,
  isStartDayDisabled,
  parsePromocode,
  promocodeFieldErrors,
  PROMOCODE_MESSAGES,
  PROMOCODE_TYPE_LABELS,
  PROMOCODE_TYPES,
  type PromocodeKind,
} from '@ops/shared/rules/promocode';
import { testId } from '../../lib/testId';
import type { PromocodeRow } from './promocodesApi';
import { pickerFormat } from '../../lib/format';

/** What the server takes: the rule's fields with dates as ISO text. */
export interface PromocodeSaveInput {
  code: string;
  type: string;
  value: number;
  maxUses: number | null;
  startDate: string | null;
  expirationDate: string | null;
  active: boolean;
  description: string | null;
}

interface Draft {
  code: string;
  type: PromocodeKind;
  value: number | null;
  maxUses: number | null;
  startDate: Dayjs | null;
  expirationDate: Dayjs | null;
  active: boolean;
  description: string;
}

const EMPTY: Draft = {
  code: '',
  type: 'percentage',
  value: null,
  maxUses: null,
  startDate: null,
  expirationDate: null,
  active: true,
  description: '',
};
const TYPE_OPTIONS = PROMOCODE_TYPES.map((type) => ({ value: type, label: PROMOCODE_TYPE_LABELS[type] }));
const VALUE_LABEL: Record<PromocodeKind, string> = {
  percentage: 'Value (%)',
  specificValue: 'Value (L.E)',
  freeTrips: 'Value (trips)',
};
// 02 §9: dates read MM/dd/yyyy outside the wallet lists.
const DATE_FORMAT = 'MM/DD/YYYY';
dayjs.extend(customParseFormat);

/**
 * A date typed into a picker: antd drops a typed day its calendar disables, without a word.
 * Read on blur, it is kept so the rule can say why it does not fit (03 §5), as a date
 * picker's error does.
 */
const typedDay = (event: FocusEvent<HTMLElement>): Dayjs | null => {
  const text = event.target instanceof HTMLInputElement ? event.target.value : '';
  const day = dayjs(text, DATE_FORMAT, true);
  return day.isValid() ? day : null;
};

const draftOf = (code: PromocodeRow): Draft => ({
  code: code.code,
  type: code.type as PromocodeKind,
  value: code.value,
  maxUses: code.maxUses ?? null,
  startDate: code.startDate ? dayjs(code.startDate) : null,
  expirationDate: code.expirationDate ? dayjs(code.expirationDate) : null,
  active: code.active,
  description: code.description ?? '',
});

/**
 * Create or edit a promocode. The pickers disable days on the wrong side of the other end
 * (02 §5) and a crossed pair still gets 03 §5's messages under each picker (a typed date
 * can cross them); a start counts from its day's start, an expiration to its day's end.
 */
export function PromocodeDialog({
  open,
  code,
  saving,
  onSave,
  onCancel,
}: {
  open: boolean;
  code: PromocodeRow | null;
  saving: boolean;
  onSave: (input: PromocodeSaveInput) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) return;
    setDraft(code ? draftOf(code) : EMPTY);
    setTried(false);
  }, [open, code]);

  const input = {
    code: draft.code,
    type: draft.type,
    value: draft.value ?? undefined,
    maxUses: draft.maxUses,
    startDate: draft.startDate ? draft.startDate.startOf('day').toISOString() : null,
    expirationDate: draft.expirationDate ? draft.expirationDate.endOf('day').toISOString() : null,
    active: draft.active,
    description: draft.description,
  };
  // The server's edit rule too: a limit below the uses already made is refused.
  const belowUsed =
    code && draft.maxUses !== null && draft.maxUses < code.usedCount
      ? PROMOCODE_MESSAGES.maxUsesBelowUsed(code.usedCount)
      : undefined;
  const all = { ...(belowUsed ? { maxUses: belowUsed } : {}), ...promocodeFieldErrors(input) };
  // The date messages show at once (they answer a choice just made); the rest after the first Save.
  const errors = tried ? all : { startDate: all.startDate, expirationDate: all.expirationDate };
  const save = () => {
    setTried(true);
    const parsed = parsePromocode(input);
    if (parsed.ok && !belowUsed)
      onSave({
        ...input,
        code: parsed.value.code,
        value: parsed.value.value,
        maxUses: parsed.value.maxUses,
        description: parsed.value.description,
      });
  };
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const status = (field: keyof typeof all) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

  return (
    <Modal
      open={open}
      title={code ? 'Edit Promocode' : 'New Promocode'}
      okText="Save"
      okButtonProps={testId('promocode-save')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onCancel}
      destroyOnHidden
      width={560}
    >
      <Form layout="vertical" data-testid="promocode-form">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label="Code" htmlFor="promocode-code" {...status('code')}>
              <Input
                id="promocode-code"
                value={draft.code}
                onChange={(e) => set({ code: e.target.value })}
                data-testid="promocode-code"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Type" htmlFor="promocode-type" {...status('type')}>
              <Select
                id="promocode-type"
                options={TYPE_OPTIONS}
                value={draft.type}
                onChange={(type: PromocodeKind) => set({ type })}
                data-testid="promocode-type"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={VALUE_LABEL[draft.type]} htmlFor="promocode-value" {...status('value')}>
              <InputNumber
                id="promocode-value"
                style={{ width: '100%' }}
                value={draft.value}
                onChange={(value) => set({ value })}
                data-testid="promocode-value"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Max uses"
              htmlFor="promocode-max-uses"
              extra="Empty for no limit"
              {...status('maxUses')}
            >
              <InputNumber
                id="promocode-max-uses"
                style={{ width: '100%' }}
                value={draft.maxUses}
                onChange={(maxUses) => set({ maxUses })}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Start date" htmlFor="promocode-start" {...status('startDate')}>
              <DatePicker
                id="promocode-start"
                style={{ width: '100%' }}
                format={pickerFormat(DATE_FORMAT)}
                value={draft.startDate}
                onChange={(startDate: Dayjs | null) => set({ startDate })}
                disabledDate={(day) => isStartDayDisabled(day.toDate(), draft.expirationDate?.toDate())}
                onBlur={(event: FocusEvent<HTMLElement>) => {
                  const day = typedDay(event);
                  if (day && isStartDayDisabled(day.toDate(), draft.expirationDate?.toDate()))
                    set({ startDate: day });
                }}
                data-testid="promocode-start"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Expiration date"
              htmlFor="promocode-expiration"
              extra="Empty for no expiry"
              {...status('expirationDate')}
            >
              <DatePicker
                id="promocode-expiration"
                style={{ width: '100%' }}
                format={pickerFormat(DATE_FORMAT)}
                value={draft.expirationDate}
                onChange={(expirationDate: Dayjs | null) => set({ expirationDate })}
                disabledDate={(day) => isExpirationDayDisabled(day.toDate(), draft.startDate?.toDate())}
                onBlur={(event: FocusEvent<HTMLElement>) => {
                  const day = typedDay(event);
                  if (day && isExpirationDayDisabled(day.toDate(), draft.startDate?.toDate()))
                    set({ expirationDate: day });
                }}
                data-testid="promocode-expiration"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Description" htmlFor="promocode-description" {...status('description')}>
          <Input.TextArea
            id="promocode-description"
            rows={2}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="Active" htmlFor="promocode-active">
          <Switch id="promocode-active" checked={draft.active} onChange={(active) => set({ active })} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
