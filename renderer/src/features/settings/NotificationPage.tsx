import { Card, Descriptions, Empty, Progress, Skeleton, Tag } from 'antd';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../lib/format';
import { deliveryText } from './NotificationsPage';
import { useGetPushNotificationQuery } from './settingsApi';

/** /app/notification/{id}: one notification's text, audience and delivery counts. */
export default function NotificationPage() {
  const { id = '' } = useParams();
  const { data, isLoading } = useGetPushNotificationQuery({ id });
  if (isLoading) return <Skeleton active />;
  if (!data) return <Empty description="Notification not found" />;
  const percent = data.targeted > 0 ? Math.round((data.delivered / data.targeted) * 100) : 0;
  return (
    <>
      <PageHeader title={data.title} subtitle={`Sent ${formatDateTime(data.createdAt)}`} />
      <Card data-testid="notification-detail">
        <Descriptions
          column={1}
          items={[
            { key: 'body', label: 'Message', children: data.body },
            { key: 'audience', label: 'Audience', children: data.audience },
            { key: 'provider', label: 'Provider', children: <Tag color={data.provider === 'simulated' ? 'gold' : 'blue'}>{data.provider === 'simulated' ? 'simulated provider' : data.provider}</Tag> },
            { key: 'delivery', label: 'Delivery', children: <span>{deliveryText(data)} <Progress percent={percent} size="small" style={{ maxWidth: 300 }} /></span> },
            { key: 'by', label: 'Sent by', children: data.createdBy?.name ?? '—' },
          ]}
        />
      </Card>
    </>
  );
}
