import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Input, Result } from 'antd';
import { errorMessageOf } from '@ops/shared/rules/errors';
import { useAppDispatch } from '../../../app/hooks';
import { notice } from '../../../lib/notices';
import { BatteriesPhoto } from '../../custody/BatteriesPhoto';
import { useGetCustodyTransferQuery, useResolveCustodyMismatchMutation } from '../../custody/custodyApi';
import type { WorkspaceTask } from '../resolveTasksApi';
import { taskLeft } from '../tasksSlice';
import '../../custody/custody.css';
import { nameWithPhone } from '../../../components/phoneText';

/** A custody transfer whose battery counts disagree (issue 12 §2): both counts and photos, and Resolve with what was found. */
export function CustodyTransferTaskView({ task }: { task: WorkspaceTask }) {
  const dispatch = useAppDispatch();
  const { data: t, isLoading, isError } = useGetCustodyTransferQuery(task.custodyTransferId ?? '', { skip: !task.custodyTransferId });
  const [resolve, { isLoading: resolving, error }] = useResolveCustodyMismatchMutation();
  const [comment, setComment] = useState('');
  if (isLoading) return <Card loading />;
  if (isError || !t) return <Result status="error" title="Error while getting data from the server" />;
  const onResolve = async () => {
    try {
      await resolve({ taskId: task._id, comment: comment.trim() }).unwrap();
      notice.success('Task resolved');
      dispatch(taskLeft(task._id));
    } catch {
      // Shown under the button.
    }
  };
  return (
    <Card size="small" title={`Custody transfer: battery count mismatch${task.area ? ` (${task.area})` : ''}`} data-testid="custody-task-view">
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="Giver">{nameWithPhone(t.giver.name, t.giver.phoneNumber)}</Descriptions.Item>
        <Descriptions.Item label="Receiver">{nameWithPhone(t.receiver.name, t.receiver.phoneNumber)}</Descriptions.Item>
        <Descriptions.Item label="Giver count">{t.batteriesCountGiver}</Descriptions.Item>
        <Descriptions.Item label="Receiver count">
          <span className="custody-mismatch-count">{t.batteriesCountReceiver ?? '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Giver photo">
          <BatteriesPhoto imageUrl={t.batteriesImageGiver} size={160} />
        </Descriptions.Item>
        <Descriptions.Item label="Receiver photo">
          <BatteriesPhoto imageUrl={t.batteriesImageReceiver} size={160} />
        </Descriptions.Item>
      </Descriptions>
      <Flex vertical gap={8} style={{ marginTop: 16 }}>
        <Input.TextArea rows={5} placeholder="What was found (recount, batteries handed back)" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={500} />
        {error && <Alert type="error" showIcon title={errorMessageOf(error)} />}
        <Flex justify="end">
          <Button type="primary" disabled={!comment.trim()} loading={resolving} onClick={() => void onResolve()} data-testid="custody-task-resolve">
            Resolve
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
