import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Descriptions, Flex, Input, Result } from 'antd';
import { errorMessageOf } from '../../../i18n/errorText';
import { useAppDispatch } from '../../../app/hooks';
import { notice } from '../../../lib/notices';
import { BatteriesPhoto } from '../../custody/BatteriesPhoto';
import { useGetCustodyTransferQuery, useResolveCustodyMismatchMutation } from '../../custody/custodyApi';
import type { WorkspaceTask } from '../workspaceTypes';
import { taskLeft } from '../tasksSlice';
import '../../custody/custody.css';
import { nameWithPhone } from '../../../components/phoneText';

/** A custody transfer whose battery counts disagree (issue 12 §2): both counts and photos, and Resolve with what was found. */
export function CustodyTransferTaskView({ task }: { task: WorkspaceTask }) {
  const { t: tr } = useTranslation();
  const dispatch = useAppDispatch();
  const {
    data: t,
    isLoading,
    isError,
  } = useGetCustodyTransferQuery(task.custodyTransferId ?? '', { skip: !task.custodyTransferId });
  const [resolve, { isLoading: resolving, error }] = useResolveCustodyMismatchMutation();
  const [comment, setComment] = useState('');
  if (isLoading) return <Card loading />;
  if (isError || !t) return <Result status="error" title={tr('workspace.custody.loadError')} />;
  const onResolve = async () => {
    try {
      await resolve({ taskId: task._id, comment: comment.trim() }).unwrap();
      notice.success(tr('workspace.custody.resolved'));
      dispatch(taskLeft(task._id));
    } catch {
      // Shown under the button.
    }
  };
  return (
    <Card
      size="small"
      title={
        task.area ? tr('workspace.custody.titleInArea', { area: task.area }) : tr('workspace.custody.title')
      }
      data-testid="custody-task-view"
    >
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={tr('workspace.custody.giver')}>
          {nameWithPhone(t.giver.name, t.giver.phoneNumber)}
        </Descriptions.Item>
        <Descriptions.Item label={tr('workspace.custody.receiver')}>
          {nameWithPhone(t.receiver.name, t.receiver.phoneNumber)}
        </Descriptions.Item>
        <Descriptions.Item label={tr('workspace.custody.giverCount')}>
          {t.batteriesCountGiver}
        </Descriptions.Item>
        <Descriptions.Item label={tr('workspace.custody.receiverCount')}>
          <span className="custody-mismatch-count">{t.batteriesCountReceiver ?? '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={tr('workspace.custody.giverPhoto')}>
          <BatteriesPhoto imageUrl={t.batteriesImageGiver} size={160} />
        </Descriptions.Item>
        <Descriptions.Item label={tr('workspace.custody.receiverPhoto')}>
          <BatteriesPhoto imageUrl={t.batteriesImageReceiver} size={160} />
        </Descriptions.Item>
      </Descriptions>
      <Flex vertical gap={8} style={{ marginTop: 16 }}>
        <Input.TextArea
          rows={5}
          placeholder={tr('workspace.custody.found')}
          dir="auto"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={500}
        />
        {error && <Alert type="error" showIcon title={errorMessageOf(error)} />}
        <Flex justify="end">
          <Button
            type="primary"
            disabled={!comment.trim()}
            loading={resolving}
            onClick={() => void onResolve()}
            data-testid="custody-task-resolve"
          >
            {tr('workspace.custody.resolve')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
