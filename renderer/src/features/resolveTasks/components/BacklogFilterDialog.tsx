import { useEffect, useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { useBacklogAreasQuery, useBacklogVehiclesQuery } from '../resolveTasksApi';
import { backlogCaseOptions, type BacklogFilterValues } from '../backlogFilters';

export type { BacklogFilterValues };
const CASE_OPTIONS = backlogCaseOptions();

// 01 §2: the type filter offers these three, in these words.
const TYPE_OPTIONS = [
  { value: 'RideImage', label: 'Ride Image' },
  { value: 'Vehicle', label: 'Vehicle' },
  { value: 'IdVerification', label: 'ID Verification' },
];

/** 01 §2 Backlog filter dialog: vehicle, area, case, type. */
export function BacklogFilterDialog({
  open,
  value,
  onApply,
  onCancel,
}: {
  open: boolean;
  value: BacklogFilterValues;
  onApply: (value: BacklogFilterValues) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<BacklogFilterValues>(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  const vehicles = useBacklogVehiclesQuery(undefined, { skip: !open });
  const areas = useBacklogAreasQuery(undefined, { skip: !open });
  const set = (key: keyof BacklogFilterValues) => (next: string | undefined) => setDraft((d) => ({ ...d, [key]: next }));

  return (
    <Modal open={open} title="Filters" okText="Apply" onOk={() => onApply(draft)} onCancel={onCancel} destroyOnHidden width={420}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <a style={{ float: 'left', lineHeight: '32px' }} onClick={() => onApply({})}>Reset</a>
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form layout="vertical">
        <Form.Item label="Vehicle">
          <Select allowClear showSearch value={draft.vehicle} onChange={set('vehicle')} placeholder="Vehicle code" data-testid="filter-vehicle"
            options={(vehicles.data ?? []).map((v) => ({ value: v._id, label: v.code }))} optionFilterProp="label" />
        </Form.Item>
        <Form.Item label="Area">
          <Select allowClear showSearch value={draft.area} onChange={set('area')} placeholder="Area"
            options={(areas.data ?? []).map((a) => ({ value: a._id, label: a.name }))} optionFilterProp="label" />
        </Form.Item>
        <Form.Item label="Case">
          <Select allowClear value={draft.case} onChange={set('case')} placeholder="Case"
            options={CASE_OPTIONS} data-testid="filter-case" />
        </Form.Item>
        <Form.Item label="Type">
          <Select allowClear value={draft.type} onChange={set('type')} placeholder="Type" options={TYPE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
