import { Card, Col, Descriptions, Image, Rate, Result, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { notice } from '../../../lib/notices';
import { toApiError, withFallback } from '@ops/shared/rules/errors';
import { errorMessageOf } from '../../../i18n/errorText';
import { useGetRideImageWithIdQuery, useTaskRideImageActionMutation } from '../resolveTasksApi';
import type { WorkspaceTask } from '../workspaceTypes';
import { taskLeft } from '../tasksSlice';
import { useShortcutHandler } from '../useShortcuts';
import { withShortcut } from '../shortcuts';
import { fmtDate } from '../../../lib/format';
import { Phone } from '../../../components/Phone';
import {
  RideImageDecisionButtons,
  type RideImageChoiceKey,
} from '../../../components/RideImageDecisionButtons';

const SHORTCUT_OF: Record<RideImageChoiceKey, 'accept' | 'reject' | 'rejectUrgent'> = {
  accept: 'accept',
  reject: 'reject',
  'reject-urgent': 'rejectUrgent',
};

/** 01 §8: the ride-image load failure shows its message, default 'Something Went Wrong!'. */
const RIDE_IMAGE_DEFAULT_ERROR = 'Something Went Wrong!';

/** 01 §2 ride-image task view: the image left, the ride right, Accept / Reject / Reject & add urgent. */
export function RideImageTaskView({ task }: { task: WorkspaceTask }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, error, isLoading } = useGetRideImageWithIdQuery(task.ride ?? '', { skip: !task.ride });
  const [act, { isLoading: acting, originalArgs }] = useTaskRideImageActionMutation();

  const run = async (isAccept: boolean, addUrgent: boolean) => {
    if (!data) return;
    try {
      notice.success(
        await act({
          taskId: task._id,
          rideId: data._id,
          vehicleId: data.vehicleId,
          vehicleCode: data.vehicleCode,
          area: data.area,
          isAccept,
          addUrgent,
        }).unwrap(),
      );
      // The decision resolves the task. Its event, and the next task's, may have come
      // before this answer: clear the slot only if it still holds this task.
      dispatch(taskLeft(task._id));
    } catch (err) {
      notice.error(errorMessageOf(err));
    }
  };
  const ready = !!data && !acting;
  useShortcutHandler('accept', ready ? () => void run(true, false) : null);
  useShortcutHandler('reject', ready ? () => void run(false, false) : null);
  useShortcutHandler('rejectUrgent', ready ? () => void run(false, true) : null);

  if (isLoading) return <Card loading />;
  if (error || !data)
    return (
      <Result status="error" title={withFallback(toApiError(error), RIDE_IMAGE_DEFAULT_ERROR).message} />
    );

  const pending =
    acting && originalArgs ? { isAccept: originalArgs.isAccept, addUrgent: !!originalArgs.addUrgent } : null;

  return (
    <Row gutter={16} data-testid="ride-image-view">
      <Col span={12}>
        <Card size="small">
          {data.imageUrl ? (
            <Image
              src={data.imageUrl}
              alt={t('workspace.rideImage.alt')}
              style={{ maxHeight: 520, objectFit: 'contain' }}
            />
          ) : (
            t('workspace.rideImage.noImage')
          )}
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title={t('workspace.rideImage.ride')}>
          <Descriptions size="small" column={1} colon={false}>
            <Descriptions.Item label={t('workspace.rideImage.vehicle')}>
              {data.vehicleCode ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.rideImage.area')}>{data.area ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('workspace.rideImage.startTime')}>
              {fmtDate(data.startTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.rideImage.endTime')}>
              {fmtDate(data.endTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.rideImage.user')}>
              <span dir="auto">{data.userName ?? '-'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.rideImage.phone')}>
              <Phone number={data.phone} />
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.rideImage.rating')}>
              {data.rating !== null ? <Rate disabled value={data.rating} /> : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.rideImage.feedback')}>
              <span dir="auto">{data.feedbackComment ?? '-'}</span>
            </Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 12 }}>
            <RideImageDecisionButtons
              onDecide={({ isAccept, addUrgent }) => void run(isAccept, addUrgent)}
              pending={pending}
              tooltip={(label, key) => withShortcut(label, SHORTCUT_OF[key])}
            />
          </div>
        </Card>
      </Col>
    </Row>
  );
}
