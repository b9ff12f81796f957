import { useState } from 'react';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { canSettleNegativeBalances } from '@ops/shared/rules/permissions/editRules';
import { useAppSelector } from '../../../app/hooks';
import { testId } from '../../../lib/testId';
import { selectRole } from '../../auth/sessionSlice';
import { confirmText, isFinished, progressPercent, progressText, summaryText } from './settleText';
import { useSettleBalanceMultipleUsersMutation, useSettlementJobQuery } from './settleApi';

/** How often a running settlement is read; long runs show steady progress without flooding. */
const POLL_MS = 700;

export interface SettleNegativeBalancesProps {
  /** The Users list's filters, as getUsers reads them. */
  filters: string | null | undefined;
  /** sumOfUsers for the same filters; the button waits for it. */
  owing: { negativeCount: number; totalNegativeBalance: number } | undefined;
  /** After the summary is closed: the list and its sum are read again. */
  onSettled: () => void;
}

/**
 * 'Settle Negative Balance for these Users' (02 §2; role level 0 only): confirm with the
 * count and total owed, then a progress bar polled from settlementJob, then the summary.
 */
export function SettleNegativeBalances({ filters, owing, onSettled }: SettleNegativeBalancesProps) {
  const { t } = useTranslation();
  const role = useAppSelector(selectRole);
  const [confirming, setConfirming] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [settle, started] = useSettleBalanceMultipleUsersMutation();
  const [pollingInterval, setPollingInterval] = useState(POLL_MS);
  const progress = useSettlementJobQuery({ id: jobId ?? '' }, { skip: !jobId, pollingInterval });
  // The poll's answer once there is one; the start's answer until then.
  const job = progress.data?._id === jobId ? progress.data : started.data;
  const finished = job !== undefined && isFinished(job);
  // Polling stops with the last answer (it is in `job` already).
  if (finished && pollingInterval !== 0) setPollingInterval(0);

  if (!canSettleNegativeBalances(role)) return null;

  const start = async () => {
    const answer = await settle({ filters })
      .unwrap()
      .catch(() => null);
    setConfirming(false);
    if (answer) {
      setPollingInterval(POLL_MS);
      setJobId(answer._id);
    }
  };
  const close = () => {
    setJobId(null);
    started.reset();
    onSettled();
  };

  return (
    <>
      <Button
        danger
        disabled={!owing || owing.negativeCount === 0}
        onClick={() => setConfirming(true)}
        data-testid="settle-open"
      >
        {t('settle.button')}
      </Button>
      <Modal
        open={confirming}
        title={t('settle.button')}
        okText={t('settle.ok')}
        okButtonProps={{ danger: true, ...testId('settle-confirm') }}
        confirmLoading={started.isLoading}
        onOk={() => void start()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
        width={460}
      >
        {owing && (
          <Typography.Paragraph data-testid="settle-question">{confirmText(owing, t)}</Typography.Paragraph>
        )}
      </Modal>
      <Modal
        open={jobId !== null}
        title={finished ? t('settle.finished') : t('settle.running')}
        closable={finished}
        maskClosable={false}
        footer={
          <Button type="primary" disabled={!finished} onClick={close} data-testid="settle-close">
            {t('settle.close')}
          </Button>
        }
        onCancel={close}
        width={460}
      >
        {job && (
          <div data-testid="settle-progress">
            <Progress
              percent={progressPercent(job)}
              status={finished ? (job.failed > 0 ? 'exception' : 'success') : 'active'}
            />
            <Typography.Paragraph type="secondary">{progressText(job, t)}</Typography.Paragraph>
            {finished && (
              <Alert
                type={job.failed > 0 || job.status === 'interrupted' ? 'warning' : 'success'}
                showIcon
                data-testid="settle-summary"
                message={summaryText(job, t)}
                description={job.status === 'interrupted' ? t('settle.interrupted') : undefined}
              />
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
