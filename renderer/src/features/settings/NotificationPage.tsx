import { Card, Descriptions, Empty, Progress, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../lib/format';
import { deliveryText } from './NotificationsPage';
import { useGetPushNotificationQuery } from './settingsApi';

/** /app/notification/{id}: one notification's text, audience and delivery counts. */
export default function NotificationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, isLoading } = useGetPushNotificationQuery({ id });
  if (isLoading) return <Skeleton active />;
  if (!data) return <Empty description={t('push.notFound')} />;
  const percent = data.targeted > 0 ? Math.round((data.delivered / data.targeted) * 100) : 0;
  return (
    <>
      <PageHeader
        title={<span dir="auto">{data.title}</span>}
        subtitle={t('push.sentAt', { date: formatDateTime(data.createdAt) })}
      />
      <Card data-testid="notification-detail">
        <Descriptions
          column={1}
          items={[
            { key: 'body', label: t('push.col.message'), children: <span dir="auto">{data.body}</span> },
            { key: 'audience', label: t('push.col.audience'), children: data.audience },
            {
              key: 'provider',
              label: t('push.col.provider'),
              children: (
                <Tag color={data.provider === 'simulated' ? 'gold' : 'blue'}>
                  {data.provider === 'simulated' ? t('push.simulated') : data.provider}
                </Tag>
              ),
            },
            {
              key: 'delivery',
              label: t('push.col.delivery'),
              children: (
                <span>
                  {deliveryText(t, data)}{' '}
                  <Progress percent={percent} size="small" style={{ maxWidth: 300 }} />
                </span>
              ),
            },
            { key: 'by', label: t('push.col.sentBy'), children: data.createdBy?.name ?? '—' },
          ]}
        />
      </Card>
    </>
  );
}
