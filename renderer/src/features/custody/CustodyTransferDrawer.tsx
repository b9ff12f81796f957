import { Link } from 'react-router';
import { Alert, Descriptions, Drawer, Empty, Flex, Tag } from 'antd';
import { appPath, userPath } from '../../app/paths';
import { dateText } from '../inventory/format';
import { BatteriesPhoto } from './BatteriesPhoto';
import { useGetCustodyTransferQuery } from './custodyApi';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One custody transfer: both sides' counts and photos, and the supervisor task a mismatch opened. */
export function CustodyTransferDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data: t, isLoading, isError } = useGetCustodyTransferQuery(id ?? '', { skip: !id });
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      title="Custody transfer"
      size={560}
      loading={isLoading}
      data-testid="custody-drawer"
    >
      {isError || !t ? (
        !isLoading && <Empty description="Error while getting data from the server" />
      ) : (
        <Flex vertical gap={16}>
          {t.mismatch && (
            <Alert
              type="error"
              showIcon
              title={`Battery count mismatch: the giver counted ${t.batteriesCountGiver}, the receiver ${t.batteriesCountReceiver}`}
              description={
                t.mismatchTaskId ? (
                  <>
                    A supervisor task was opened ({t.mismatchTaskStatus}).{' '}
                    <Link to={appPath(`task/${t.mismatchTaskId}`)}>Open the task</Link>
                  </>
                ) : t.ignoreValidation ? (
                  'Accepted with validation ignored: no task.'
                ) : null
              }
              data-testid="custody-mismatch"
            />
          )}
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Status">
              <Tag color={t.status === 'accepted' ? 'green' : 'gold'}>
                {t.status === 'accepted' ? 'Accepted' : 'Pending'}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Area">{t.area?.name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Giver">
              <Link to={userPath(t.giver._id)}>{t.giver.name}</Link> {t.giver.phoneNumber}
            </Descriptions.Item>
            <Descriptions.Item label="Receiver">
              <Link to={userPath(t.receiver._id)}>{t.receiver.name}</Link> {t.receiver.phoneNumber}
            </Descriptions.Item>
            <Descriptions.Item label="Giver count">{t.batteriesCountGiver}</Descriptions.Item>
            <Descriptions.Item label="Receiver count">{t.batteriesCountReceiver ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Giver photo">
              <BatteriesPhoto imageUrl={t.batteriesImageGiver} size={120} />
            </Descriptions.Item>
            <Descriptions.Item label="Receiver photo">
              <BatteriesPhoto imageUrl={t.batteriesImageReceiver} size={120} />
            </Descriptions.Item>
            <Descriptions.Item label="Created">{dateText(t.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Accepted at">{dateText(t.acceptedAt)}</Descriptions.Item>
            <Descriptions.Item label="Checkout permission given">
              {yesNo(t.checkoutPermissionGiven)}
            </Descriptions.Item>
            <Descriptions.Item label="Ignore validation">{yesNo(t.ignoreValidation)}</Descriptions.Item>
          </Descriptions>
        </Flex>
      )}
    </Drawer>
  );
}
