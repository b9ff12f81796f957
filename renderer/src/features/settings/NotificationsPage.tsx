import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button, Card, Flex, Input, Modal, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import {
  PUSH_BODY_MAX,
  PUSH_TITLE_MAX,
  pushInputError,
  RIDER_ACTIVITY,
  RIDER_BALANCE,
  type PushSegment,
} from '@ops/shared/rules/pushNotification';
import { notificationPath } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../components/PermissionGate';
import { formatBareCount, formatCount, formatDateTime } from '../../lib/format';
import { notice } from '../../lib/notices';
import { useStartupAreasQuery } from '../shell/startupApi';
import {
  useCountPushAudienceQuery,
  useGetPushNotificationsQuery,
  useSendPushNotificationMutation,
  type PushNotificationRow,
} from './settingsApi';
import { testId } from '../../lib/testId';
import { NavigableTable } from '../../components/list/NavigableTable';

const EMPTY: PushSegment = { areaIds: [], activity: 'any', balance: 'any' };

function ComposeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [segment, setSegment] = useState<PushSegment>(EMPTY);
  const [touched, setTouched] = useState(false);
  const { data: areas = [] } = useStartupAreasQuery();
  const audience = useCountPushAudienceQuery(
    { segment: { ...segment, areaIds: [...segment.areaIds] } },
    { skip: !open },
  );
  const [send, sending] = useSendPushNotificationMutation();
  const error = pushInputError({ title, body, segment });
  const submit = async () => {
    setTouched(true);
    if (error) return;
    const sent = await send({
      title: title.trim(),
      body: body.trim(),
      segment: { ...segment, areaIds: [...segment.areaIds] },
    })
      .unwrap()
      .catch(() => null);
    if (!sent) return;
    notice.success(
      t('push.compose.sent', {
        count: sent.targeted,
        n: formatCount(sent.targeted),
        delivered: formatCount(sent.delivered),
      }),
    );
    setTitle('');
    setBody('');
    setSegment(EMPTY);
    setTouched(false);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('push.compose.title')}
      okText={t('push.compose.send')}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: sending.isLoading, ...testId('push-send') }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Input
          placeholder={t('push.compose.titlePlaceholder')}
          dir="auto"
          value={title}
          maxLength={PUSH_TITLE_MAX}
          showCount
          onChange={(event) => setTitle(event.target.value)}
          data-testid="push-title"
        />
        <Input.TextArea
          placeholder={t('push.compose.message')}
          dir="auto"
          rows={3}
          style={{ marginBottom: 12 }}
          value={body}
          maxLength={PUSH_BODY_MAX}
          showCount
          onChange={(event) => setBody(event.target.value)}
          data-testid="push-body"
        />
        <Select
          mode="multiple"
          allowClear
          placeholder={t('push.compose.allAreas')}
          value={segment.areaIds}
          onChange={(areaIds) => setSegment({ ...segment, areaIds })}
          options={areas.map((area) => ({ value: area._id, label: area.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Flex gap={8}>
          <Select
            style={{ flex: 1 }}
            value={segment.activity}
            onChange={(activity) => setSegment({ ...segment, activity })}
            options={RIDER_ACTIVITY.map((value) => ({ value, label: t(`push.activity.${value}`) }))}
          />
          <Select
            style={{ flex: 1 }}
            value={segment.balance}
            onChange={(balance) => setSegment({ ...segment, balance })}
            options={RIDER_BALANCE.map((value) => ({ value, label: t(`push.balance.${value}`) }))}
          />
        </Flex>
        <Typography.Text data-testid="push-audience">
          {audience.data === undefined
            ? t('push.compose.counting')
            : t('push.compose.match', { count: audience.data, n: formatCount(audience.data) })}
        </Typography.Text>
        {touched && error && <Typography.Text type="danger">{error}</Typography.Text>}
      </Flex>
    </Modal>
  );
}

export const deliveryText = (
  t: TFunction,
  row: Pick<PushNotificationRow, 'targeted' | 'delivered' | 'failed'>,
) =>
  t(row.failed ? 'push.deliveredFailed' : 'push.delivered', {
    delivered: formatBareCount(row.delivered),
    targeted: formatBareCount(row.targeted),
    failed: formatBareCount(row.failed),
  });

/** /app/notifications (notifications layer): push notifications sent to rider segments, and sending a new one. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useGetPushNotificationsQuery({ pageNumber: page, rowsPerPage: 25 });
  const canSend = useCan(gate('notifications.SEND'));
  const [composing, setComposing] = useState(false);
  const navigate = useNavigate();
  const columns: TableColumnsType<PushNotificationRow> = [
    { title: t('push.col.sent'), dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
    {
      title: t('push.col.title'),
      dataIndex: 'title',
      render: (text: string) => <span dir="auto">{text}</span>,
    },
    { title: t('push.col.audience'), dataIndex: 'audience' },
    { title: t('push.col.delivery'), key: 'delivery', render: (_v, row) => deliveryText(t, row) },
    {
      title: t('push.col.provider'),
      dataIndex: 'provider',
      render: (provider: string) => (
        <Tag color={provider === 'simulated' ? 'gold' : 'blue'}>
          {provider === 'simulated' ? t('push.simulated') : provider}
        </Tag>
      ),
    },
    { title: t('push.col.by'), key: 'by', render: (_v, row) => row.createdBy?.name ?? '—' },
  ];
  return (
    <>
      <PageHeader
        title={t('push.title')}
        subtitle={t('push.subtitle')}
        extra={
          canSend && (
            <Button type="primary" onClick={() => setComposing(true)} data-testid="push-new">
              {t('push.new')}
            </Button>
          )
        }
      />
      <Card>
        <NavigableTable<PushNotificationRow>
          label={t('push.table')}
          testId="notifications-table"
          rowKey="_id"
          size="small"
          columns={columns}
          dataSource={data?.notifications ?? []}
          loading={isLoading}
          onOpenRow={(row) => void navigate(notificationPath(row._id))}
          rowHref={(row) => notificationPath(row._id)}
          pagination={{
            current: page,
            pageSize: 25,
            total: data?.totalCount ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          locale={{ emptyText: t('push.empty') }}
        />
      </Card>
      <ComposeDialog open={composing} onClose={() => setComposing(false)} />
    </>
  );
}
