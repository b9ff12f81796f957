import { Button, Card, Col, Descriptions, Image, Rate, Result, Row, Space } from 'antd';
import { useAppDispatch } from '../../../app/hooks';
import { notice } from '../../../lib/notices';
import { errorMessageOf, toApiError, withFallback } from '@ops/shared/rules/errors';
import { useGetRideImageWithIdQuery, useTaskRideImageActionMutation, type WorkspaceTask } from '../resolveTasksApi';
import { currentTaskLoaded } from '../tasksSlice';
import { fmtDate } from '../format';

/** 01 §8: the ride-image load failure shows its message, default 'Something Went Wrong!'. */
const RIDE_IMAGE_DEFAULT_ERROR = 'Something Went Wrong!';

/** 01 §2 ride-image task view: the image left, the ride right, Accept / Reject / Reject & add urgent. */
export function RideImageTaskView({ task }: { task: WorkspaceTask }) {
  const dispatch = useAppDispatch();
  const { data, error, isLoading } = useGetRideImageWithIdQuery(task.ride ?? '', { skip: !task.ride });
  const [act, { isLoading: acting, originalArgs }] = useTaskRideImageActionMutation();

  if (isLoading) return <Card loading />;
  if (error || !data) return <Result status="error" title={withFallback(toApiError(error), RIDE_IMAGE_DEFAULT_ERROR).message} />;

  const run = async (isAccept: boolean, addUrgent: boolean) => {
    try {
      notice.success(
        await act({ taskId: task._id, rideId: data._id, vehicleId: data.vehicleId, vehicleCode: data.vehicleCode, area: data.area, isAccept, addUrgent }).unwrap(),
      );
      // The decision resolves the task; the event confirms it, the screen moves on now.
      dispatch(currentTaskLoaded(null));
    } catch (err) {
      notice.error(errorMessageOf(err));
    }
  };
  const busy = (accept: boolean, urgent: boolean) => acting && originalArgs?.isAccept === accept && !!originalArgs.addUrgent === urgent;

  return (
    <Row gutter={16} data-testid="ride-image-view">
      <Col span={12}>
        <Card size="small">
          {data.imageUrl ? <Image src={data.imageUrl} alt="Ride image" style={{ maxHeight: 520, objectFit: 'contain' }} /> : 'No image'}
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title="Ride">
          <Descriptions size="small" column={1} colon={false}>
            <Descriptions.Item label="Vehicle">{data.vehicleCode ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Area">{data.area ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Start time">{fmtDate(data.startTime)}</Descriptions.Item>
            <Descriptions.Item label="End time">{fmtDate(data.endTime)}</Descriptions.Item>
            <Descriptions.Item label="User">{data.userName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Phone">{data.phone ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Rating">{data.rating !== null ? <Rate disabled value={data.rating} /> : '-'}</Descriptions.Item>
            <Descriptions.Item label="Feedback">{data.feedbackComment ?? '-'}</Descriptions.Item>
          </Descriptions>
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" loading={busy(true, false)} disabled={acting} onClick={() => void run(true, false)} data-testid="ride-image-accept">Accept</Button>
            <Button danger loading={busy(false, false)} disabled={acting} onClick={() => void run(false, false)} data-testid="ride-image-reject">Reject</Button>
            <Button danger type="primary" loading={busy(false, true)} disabled={acting} onClick={() => void run(false, true)} data-testid="ride-image-reject-urgent">Reject &amp; add urgent</Button>
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
