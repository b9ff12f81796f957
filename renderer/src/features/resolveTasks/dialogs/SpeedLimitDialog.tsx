import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Radio, Typography } from 'antd';
import { SPEED_LIMITS } from '@ops/shared/rules/labels';
import { isValidSpeedLimit } from '@ops/shared/rules/taskActions';
import { SPEED_LIMIT_DURATION_MINUTES } from '@ops/shared/rules/constants';
import { notice } from '../../../lib/notices';
import { formatBareCount } from '../../../lib/format';
import { errorMessageOf } from '../../../i18n/errorText';
import { commandResultError, useChangeSpeedLimitMutation } from '../actionsApi';

/** 02 §5 speed limit dialog: a value is required, one of 5, 15, 25; it applies for 5 minutes. */
export function SpeedLimitDialog({
  open,
  code,
  ids,
  onClose,
}: {
  open: boolean;
  code: string;
  ids: { taskId?: string; vehicleId: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [speed, setSpeed] = useState<number | null>(null);
  const [change, { isLoading }] = useChangeSpeedLimitMutation();
  useEffect(() => {
    if (open) setSpeed(null);
  }, [open]);

  const onOk = async () => {
    if (!isValidSpeedLimit(speed)) return;
    try {
      const failure = commandResultError(await change({ ...ids, code, speed }).unwrap());
      if (failure) return notice.error(failure);
      notice.success(t('workspace.speed.done', { code, n: formatBareCount(speed) }));
      onClose();
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <Modal
      open={open}
      title={t('workspace.speed.title')}
      okText={t('workspace.speed.apply')}
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={isLoading}
      okButtonProps={{ disabled: !isValidSpeedLimit(speed), ...{ 'data-testid': 'speed-confirm' } }}
      destroyOnHidden
      width={380}
    >
      <Radio.Group
        value={speed}
        onChange={(e) => setSpeed(Number(e.target.value))}
        optionType="button"
        buttonStyle="solid"
        data-testid="speed-options"
        options={SPEED_LIMITS.map((value) => ({
          value,
          label: t('workspace.speed.value', { n: formatBareCount(value) }),
        }))}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('workspace.speed.lasts', { n: formatBareCount(SPEED_LIMIT_DURATION_MINUTES) })}
      </Typography.Paragraph>
    </Modal>
  );
}
