import { useEffect, useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskType } from '@ops/shared/rules/labels';
import { useBacklogAreasQuery, useBacklogVehiclesQuery } from '../resolveTasksApi';
import { backlogCaseOptions, type BacklogFilterValues } from '../backlogFilters';
import { taskCaseText, taskTypeText } from '../../../i18n/sharedLabels';

export type { BacklogFilterValues };
const CASE_VALUES = backlogCaseOptions().map((option) => option.value);
// 01 §2: the type filter offers these three, in these words.
const TYPE_VALUES = ['RideImage', 'Vehicle', 'IdVerification'] as const satisfies readonly TaskType[];

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
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BacklogFilterValues>(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  const vehicles = useBacklogVehiclesQuery(undefined, { skip: !open });
  const areas = useBacklogAreasQuery(undefined, { skip: !open });
  const set = (key: keyof BacklogFilterValues) => (next: string | undefined) =>
    setDraft((d) => ({ ...d, [key]: next }));
  // The warning case is named apart from a real out-of-fence, so no two options read the same.
  const caseOptions = CASE_VALUES.map((taskCase) => ({
    value: taskCase,
    label:
      taskCase === 'VEHICLE_WARNING_OUT_OF_FENCE'
        ? t('workspace.filter.warningOutOfFence')
        : taskCaseText(t, taskCase),
  }));
  const typeOptions = TYPE_VALUES.map((type) => ({ value: type, label: taskTypeText(t, type) }));

  return (
    <Modal
      open={open}
      title={t('workspace.filter.title')}
      okText={t('workspace.filter.apply')}
      onOk={() => onApply(draft)}
      onCancel={onCancel}
      destroyOnHidden
      width={420}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <a style={{ float: 'inline-start', lineHeight: '32px' }} onClick={() => onApply({})}>
            {t('workspace.filter.reset')}
          </a>
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form layout="vertical">
        <Form.Item label={t('workspace.filter.vehicle')}>
          <Select
            allowClear
            showSearch
            value={draft.vehicle}
            onChange={set('vehicle')}
            placeholder={t('workspace.filter.vehicleCode')}
            data-testid="filter-vehicle"
            options={(vehicles.data ?? []).map((v) => ({ value: v._id, label: v.code }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item label={t('workspace.filter.area')}>
          <Select
            allowClear
            showSearch
            value={draft.area}
            onChange={set('area')}
            placeholder={t('workspace.filter.area')}
            options={(areas.data ?? []).map((a) => ({ value: a._id, label: a.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item label={t('workspace.filter.case')}>
          <Select
            allowClear
            value={draft.case}
            onChange={set('case')}
            placeholder={t('workspace.filter.case')}
            options={caseOptions}
            data-testid="filter-case"
          />
        </Form.Item>
        <Form.Item label={t('workspace.filter.type')}>
          <Select
            allowClear
            value={draft.type}
            onChange={set('type')}
            placeholder={t('workspace.filter.type')}
            options={typeOptions}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
