import { Card, Col, Descriptions, Empty, Flex, Rate, Result, Row, Skeleton, Table, Tag, Typography, Button } from 'antd';
import { Link, useParams } from 'react-router';
import { RIDE_CHECK_STATUS_LABELS } from '@ops/shared/rules/filterOptions';
import { errorMessageOf, refusalCodeOf } from '@ops/shared/rules/errors';
import { canEndRide } from '@ops/shared/rules/taskActions';
import { appPath, userPath, vehiclePath } from '../../../app/paths';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../../components/usePageTitle';
import { walletLogColumns } from '../../../components/walletLogs/walletLogColumns';
import { fmtDate, fmtMinutes, fmtMoney } from '../../../lib/format';
// The workspace's 60-second recalculation by the shared pricing rule (01 §4).
import { useLiveRidePrice } from '../../resolveTasks/cards/useLiveRidePrice';
import { RideActions } from './RideActions';
import { RideImages } from './RideImages';
import { RidePositions } from './RidePositions';
import { useGetRideQuery, type RideDetails } from './ridePageApi';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function BillCard({ bill }: { bill: RideDetails['bill'] }) {
  return (
    <Card size="small" title="Bill" data-testid="ride-bill">
      {!bill ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No bill yet: the ride is billed when it ends." />
      ) : (
        <Descriptions size="small" column={1} colon={false}>
          <Descriptions.Item label="Serial">{bill.serialNumber}</Descriptions.Item>
          <Descriptions.Item label="Total cost"><span data-testid="ride-bill-total">{fmtMoney(bill.totalCost)}</span></Descriptions.Item>
          <Descriptions.Item label="Actual cost"><span data-testid="ride-bill-actual">{fmtMoney(bill.actualCost)}</span></Descriptions.Item>
          <Descriptions.Item label="VAT">{fmtMoney(bill.vat)}</Descriptions.Item>
          <Descriptions.Item label="Paid with balance">{fmtMoney(bill.paidWithBalance)}</Descriptions.Item>
          <Descriptions.Item label="Paid with promocode">{fmtMoney(bill.paidWithPromocode)}</Descriptions.Item>
          <Descriptions.Item label="Paid with subscription">{fmtMoney(bill.paidWithSubscription)}</Descriptions.Item>
          <Descriptions.Item label="Payment">{bill.isPaymentSuccessful ? <Tag color="green">Successful</Tag> : <Tag color="red">Not successful</Tag>}{bill.freemium && <Tag>Free</Tag>}{bill.isRefunded && <Tag color="orange">Refunded{bill.refundReason ? `: ${bill.refundReason}` : ''}</Tag>}</Descriptions.Item>
          <Descriptions.Item label="Method">{[bill.paymentMethod, bill.paymentGateway, bill.maskedPan].filter(Boolean).join(' · ') || '-'}</Descriptions.Item>
          <Descriptions.Item label="Date">{fmtDate(bill.date)}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

function WalletLogCard({ logs }: { logs: RideDetails['walletLogs'] }) {
  return (
    <Card size="small" title="Wallet log" data-testid="ride-wallet-log">
      {logs === null || logs === undefined ? (
        <Typography.Text type="secondary">You are not allowed to view wallet logs.</Typography.Text>
      ) : (
        // A region of its own that scrolls sideways and takes keyboard focus (the columns are wide).
        <div role="region" aria-label="Wallet log entries" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table size="small" rowKey="_id" pagination={false} dataSource={logs} columns={walletLogColumns()}
            locale={{ emptyText: <Typography.Text>No wallet entries for this ride</Typography.Text> }} />
        </div>
      )}
    </Card>
  );
}

function LogsCard({ logs }: { logs: RideDetails['logs'] }) {
  return (
    <Card size="small" title="Logs" data-testid="ride-logs">
      <Table size="small" rowKey={(row) => `${row.at}-${row.event}`} pagination={false} dataSource={logs} locale={{ emptyText: <Typography.Text>No logs for this ride</Typography.Text> }}
        columns={[
          { key: 'at', title: 'Date/Time', render: (_v, row) => fmtDate(row.at) },
          { key: 'event', title: 'Event', dataIndex: 'event' },
          { key: 'by', title: 'By', render: (_v, row) => row.by?.name || '-' },
          { key: 'note', title: 'Note', render: (_v, row) => row.note ?? '-' },
        ]} />
    </Card>
  );
}

function RideView({ details }: { details: RideDetails }) {
  const { ride } = details;
  const live = useLiveRidePrice(ride);
  const price = live ? live.price : ride.price;
  const ongoing = canEndRide(ride.status);
  return (
    <Flex vertical gap={16} className="ops-page" data-testid="ride-page">
      <PageHeader
        title={<>Ride {ride._id.slice(-8)} <Tag color={ongoing ? 'green' : undefined} data-testid="ride-status">{ride.status}</Tag><Tag data-testid="ride-check-status">{RIDE_CHECK_STATUS_LABELS[ride.checkStatus as keyof typeof RIDE_CHECK_STATUS_LABELS] ?? ride.checkStatus}</Tag></>}
        subtitle={ride._id}
        extra={<RideActions details={details} livePrice={price} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title="Details" data-testid="ride-details">
            <Descriptions size="small" column={1} colon={false}>
              <Descriptions.Item label="Rider">{ride.user ? <Link to={userPath(ride.user._id)}>{ride.user.name || ride.user.phoneNumber}</Link> : '-'}</Descriptions.Item>
              <Descriptions.Item label="Vehicle">{ride.scooter ? <Link to={vehiclePath(ride.scooter.code)}>{ride.scooter.code}</Link> : '-'}</Descriptions.Item>
              <Descriptions.Item label="Area">{ride.area?.name ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Start">{fmtDate(ride.start_time)}</Descriptions.Item>
              <Descriptions.Item label="End">{fmtDate(ride.end_time)}</Descriptions.Item>
              <Descriptions.Item label="Time"><span data-testid="ride-time">{fmtMinutes(live ? live.durationMs : ride.time)}</span></Descriptions.Item>
              <Descriptions.Item label="Price">
                {/* One element: the item's content is a flex row, which would drop the space between two. */}
                <span><span data-testid="ride-price">{fmtMoney(price)}</span> ({fmtMoney(ride.basePrice)} + {fmtMoney(ride.minutePrice)} a minute)</span>
              </Descriptions.Item>
              <Descriptions.Item label="Compensated">{fmtMoney(ride.compensationAmount)}</Descriptions.Item>
              <Descriptions.Item label="Battery">{ride.startVehicleBattery ?? '-'} → {ride.endVehicleBattery ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Ended by">{ride.endedBy ?? '-'}{ride.endedByReason ? ` (${ride.endedByReason})` : ''}</Descriptions.Item>
              <Descriptions.Item label="Promocode">{ride.promocodeApplied?.code ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Type">{ride.isExpressRide ? 'Express ride' : 'Client ride (U&G)'}</Descriptions.Item>
              <Descriptions.Item label="Free ride">{yesNo(ride.freeRide)}</Descriptions.Item>
              <Descriptions.Item label="Distance">{ride.distance === null || ride.distance === undefined ? '-' : `${ride.distance} m`}</Descriptions.Item>
              <Descriptions.Item label="Max minutes">{details.maxNumberOfMinutesForRide ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={16}>
            <BillCard bill={details.bill} />
            <Card size="small" title="Positions" data-testid="ride-positions">
              <RidePositions start={[ride.startLat ?? null, ride.startLong ?? null]} stop={[ride.stopLat ?? null, ride.stopLong ?? null]}
                userStop={[details.userStopLat ?? null, details.userStopLong ?? null]} />
            </Card>
            <Card size="small" title="Rating and feedback" data-testid="ride-rating">
              {ride.rating === null || ride.rating === undefined ? (
                <Typography.Text type="secondary">Not rated</Typography.Text>
              ) : (
                <Flex vertical gap={4}>
                  <span><Rate disabled value={ride.rating} count={5} aria-label={`Rating ${ride.rating} of 5`} /> {ride.rating}/5</span>
                  <Typography.Text>{ride.feedbackComment || 'No feedback comment'}</Typography.Text>
                </Flex>
              )}
            </Card>
          </Flex>
        </Col>
      </Row>
      <Card size="small" title="Images" data-testid="ride-images">
        <RideImages imageUrl={ride.imageUrl ?? null} additionalImageURL={ride.additionalImageURL ?? null} />
      </Card>
      <WalletLogCard logs={details.walletLogs} />
      <LogsCard logs={details.logs} />
    </Flex>
  );
}

/**
 * /app/rides/{rideId} (issue 9 §2). The route is open to every signed-in person (03 §2.2
 * 'none'); getRide keeps its server rule, so a refusal or an unknown id get their own states.
 */
export default function RidePage() {
  const { rideId = '' } = useParams();
  const query = useGetRideQuery(rideId, { skip: !rideId });
  usePageTitle(query.data ? `Ride ${query.data.ride._id.slice(-8)}` : 'Ride');

  if (query.isLoading) {
    return (
      <Flex vertical gap={16} className="ops-page" data-testid="ride-page-loading">
        <Card><Skeleton active paragraph={{ rows: 6 }} /></Card>
      </Flex>
    );
  }
  if (query.isError) {
    const message = errorMessageOf(query.error);
    const reason = refusalCodeOf(query.error);
    if (reason === 'RIDE_NOT_FOUND') {
      return (
        <div data-testid="ride-page-not-found">
          <Result status="404" title="Ride not found" subTitle="No ride has this id. It may have been typed wrong." extra={<Link to={appPath('rides')}>Back to Rides</Link>} />
        </div>
      );
    }
    if (reason === 'RIDES_NOT_ALLOWED') {
      return (
        <div data-testid="ride-page-refused">
          <Result status="403" title="You cannot view this ride" subTitle="Your role may not read rides. Ask an administrator for the rides permission." />
        </div>
      );
    }
    return (
      <div data-testid="ride-page-error">
        <Result status="warning" title="Could not load this ride" subTitle={message} extra={<Button onClick={() => void query.refetch()}>Try again</Button>} />
      </div>
    );
  }
  if (!query.data) return null;
  return <RideView details={query.data} />;
}
