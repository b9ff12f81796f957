import { Card, Col, Descriptions, Empty, Flex, Rate, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RIDE_CHECK_STATUS_LABELS } from '@ops/shared/rules/filterOptions';
import { canEndRide } from '@ops/shared/rules/taskActions';
import { appPath, userPath, vehiclePath } from '../../../app/paths';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/queryState/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { walletLogColumns } from '../../../components/walletLogs/walletLogColumns';
import { fmtDate, fmtMinutes, fmtMoney, formatBareCount } from '../../../lib/format';
// The workspace's 60-second recalculation by the shared pricing rule (01 §4).
import { useLiveRidePrice } from '../../resolveTasks/cards/useLiveRidePrice';
import { RideActions } from './RideActions';
import { RideImages } from './RideImages';
import { RidePositions } from './RidePositions';
import { useGetRideQuery, type RideDetails } from './ridePageApi';
import { rideStatusText } from '../../../i18n/sharedLabels';

function BillCard({ bill }: { bill: RideDetails['bill'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('ridePage.bill.title')} data-testid="ride-bill">
      {!bill ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ridePage.bill.none')} />
      ) : (
        <Descriptions size="small" column={1} colon={false}>
          <Descriptions.Item label={t('ridePage.bill.serial')}>{bill.serialNumber}</Descriptions.Item>
          <Descriptions.Item label={t('ridePage.bill.totalCost')}>
            <span data-testid="ride-bill-total">{fmtMoney(bill.totalCost)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('ridePage.bill.actualCost')}>
            <span data-testid="ride-bill-actual">{fmtMoney(bill.actualCost)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('ridePage.bill.vat')}>{fmtMoney(bill.vat)}</Descriptions.Item>
          <Descriptions.Item label={t('ridePage.bill.paidWithBalance')}>
            {fmtMoney(bill.paidWithBalance)}
          </Descriptions.Item>
          <Descriptions.Item label={t('ridePage.bill.paidWithPromocode')}>
            {fmtMoney(bill.paidWithPromocode)}
          </Descriptions.Item>
          <Descriptions.Item label={t('ridePage.bill.paidWithSubscription')}>
            {fmtMoney(bill.paidWithSubscription)}
          </Descriptions.Item>
          <Descriptions.Item label={t('ridePage.bill.payment')}>
            {bill.isPaymentSuccessful ? (
              <Tag color="green">{t('ridePage.bill.successful')}</Tag>
            ) : (
              <Tag color="red">{t('ridePage.bill.notSuccessful')}</Tag>
            )}
            {bill.freemium && <Tag>{t('ridePage.bill.free')}</Tag>}
            {bill.isRefunded && (
              <Tag color="orange">
                {bill.refundReason
                  ? t('ridePage.bill.refundedFor', { reason: bill.refundReason })
                  : t('ridePage.bill.refunded')}
              </Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('ridePage.bill.method')}>
            {[bill.paymentMethod, bill.paymentGateway, bill.maskedPan].filter(Boolean).join(' · ') || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('ridePage.bill.date')}>{fmtDate(bill.date)}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

function WalletLogCard({ logs }: { logs: RideDetails['walletLogs'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('ridePage.walletLog.title')} data-testid="ride-wallet-log">
      {logs === null || logs === undefined ? (
        <Typography.Text type="secondary">{t('ridePage.walletLog.notAllowed')}</Typography.Text>
      ) : (
        // A region of its own that scrolls sideways and takes keyboard focus (the columns are wide).
        <div
          role="region"
          aria-label={t('ridePage.walletLog.region')}
          tabIndex={0}
          style={{ overflowX: 'auto' }}
        >
          <Table
            size="small"
            rowKey="_id"
            pagination={false}
            dataSource={logs}
            columns={walletLogColumns()}
            locale={{ emptyText: <Typography.Text>{t('ridePage.walletLog.empty')}</Typography.Text> }}
          />
        </div>
      )}
    </Card>
  );
}

function LogsCard({ logs }: { logs: RideDetails['logs'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('ridePage.logs.title')} data-testid="ride-logs">
      <Table
        size="small"
        rowKey={(row) => `${row.at}-${row.event}`}
        pagination={false}
        dataSource={logs}
        locale={{ emptyText: <Typography.Text>{t('ridePage.logs.empty')}</Typography.Text> }}
        columns={[
          { key: 'at', title: t('ridePage.logs.at'), render: (_v, row) => fmtDate(row.at) },
          { key: 'event', title: t('ridePage.logs.event'), dataIndex: 'event' },
          { key: 'by', title: t('ridePage.logs.by'), render: (_v, row) => row.by?.name || '-' },
          {
            key: 'note',
            title: t('ridePage.logs.note'),
            render: (_v, row) => (row.note ? <span dir="auto">{row.note}</span> : '-'),
          },
        ]}
      />
    </Card>
  );
}

function RideView({ details }: { details: RideDetails }) {
  const { t } = useTranslation();
  const { ride } = details;
  const live = useLiveRidePrice(ride);
  const price = live ? live.price : ride.price;
  const ongoing = canEndRide(ride.status);
  return (
    <Flex vertical gap={16} className="ops-page" data-testid="ride-page">
      <PageHeader
        title={
          <>
            {t('ridePage.title', { id: ride._id.slice(-8) })}{' '}
            <Tag color={ongoing ? 'green' : undefined} data-testid="ride-status">
              {rideStatusText(t, ride.status)}
            </Tag>
            <Tag data-testid="ride-check-status">
              {t(`rides.check.${ride.checkStatus}`, {
                defaultValue:
                  RIDE_CHECK_STATUS_LABELS[ride.checkStatus as keyof typeof RIDE_CHECK_STATUS_LABELS] ??
                  ride.checkStatus,
              })}
            </Tag>
          </>
        }
        subtitle={ride._id}
        extra={<RideActions details={details} livePrice={price} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('ridePage.details')} data-testid="ride-details">
            <Descriptions size="small" column={1} colon={false}>
              <Descriptions.Item label={t('ridePage.rider')}>
                {ride.user ? (
                  <Link to={userPath(ride.user._id)} dir="auto">
                    {ride.user.name || ride.user.phoneNumber}
                  </Link>
                ) : (
                  '-'
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('ridePage.vehicle')}>
                {ride.scooter ? <Link to={vehiclePath(ride.scooter.code)}>{ride.scooter.code}</Link> : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('ridePage.area')}>{ride.area?.name ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('ridePage.start')}>{fmtDate(ride.start_time)}</Descriptions.Item>
              <Descriptions.Item label={t('ridePage.end')}>{fmtDate(ride.end_time)}</Descriptions.Item>
              <Descriptions.Item label={t('ridePage.time')}>
                <span data-testid="ride-time">{fmtMinutes(live ? live.durationMs : ride.time)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('ridePage.price')}>
                {/* One element: the item's content is a flex row, which would drop the space between two. */}
                <span>
                  <span data-testid="ride-price">{fmtMoney(price)}</span>{' '}
                  {t('ridePage.priceParts', {
                    base: fmtMoney(ride.basePrice),
                    minute: fmtMoney(ride.minutePrice),
                  })}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('ridePage.compensated')}>
                {fmtMoney(ride.compensationAmount)}
              </Descriptions.Item>
              <Descriptions.Item label={t('ridePage.battery')}>
                {ride.startVehicleBattery ?? '-'} → {ride.endVehicleBattery ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('ridePage.endedBy')}>
                {ride.endedBy ?? '-'}
                {ride.endedByReason ? ` (${ride.endedByReason})` : ''}
              </Descriptions.Item>
              <Descriptions.Item label={t('ridePage.promocode')}>
                {ride.promocodeApplied?.code ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('ridePage.type')}>
                {ride.isExpressRide ? t('ridePage.expressRide') : t('ridePage.clientRide')}
              </Descriptions.Item>
              <Descriptions.Item label={t('ridePage.freeRide')}>
                {ride.freeRide ? t('list.yes') : t('list.no')}
              </Descriptions.Item>
              <Descriptions.Item label={t('ridePage.distance')}>
                {ride.distance === null || ride.distance === undefined
                  ? '-'
                  : t('ridePage.metres', { n: formatBareCount(ride.distance) })}
              </Descriptions.Item>
              <Descriptions.Item label={t('ridePage.maxMinutes')}>
                {details.maxNumberOfMinutesForRide ?? '-'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={16}>
            <BillCard bill={details.bill} />
            <Card size="small" title={t('ridePage.positions')} data-testid="ride-positions">
              <RidePositions
                start={[ride.startLat ?? null, ride.startLong ?? null]}
                stop={[ride.stopLat ?? null, ride.stopLong ?? null]}
                userStop={[details.userStopLat ?? null, details.userStopLong ?? null]}
              />
            </Card>
            <Card size="small" title={t('ridePage.rating')} data-testid="ride-rating">
              {ride.rating === null || ride.rating === undefined ? (
                <Typography.Text type="secondary">{t('ridePage.notRated')}</Typography.Text>
              ) : (
                <Flex vertical gap={4}>
                  <span>
                    <Rate
                      disabled
                      value={ride.rating}
                      count={5}
                      aria-label={t('ridePage.ratingOf', { n: ride.rating })}
                    />{' '}
                    {ride.rating}/5
                  </span>
                  <Typography.Text dir="auto">
                    {ride.feedbackComment || t('ridePage.noFeedback')}
                  </Typography.Text>
                </Flex>
              )}
            </Card>
          </Flex>
        </Col>
      </Row>
      <Card size="small" title={t('ridePage.images')} data-testid="ride-images">
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
  const { t } = useTranslation();
  const { rideId = '' } = useParams();
  const query = useGetRideQuery(rideId, { skip: !rideId });
  usePageTitle(
    query.data ? t('ridePage.title', { id: query.data.ride._id.slice(-8) }) : t('ridePage.pageTitle'),
  );

  return (
    <QueryState
      query={query}
      testId="ride-page"
      rules={{ notFoundReasons: ['RIDE_NOT_FOUND'], refusedReasons: ['RIDES_NOT_ALLOWED'] }}
      notFound={{ title: t('ridePage.notFound'), hint: t('ridePage.notFoundHint') }}
      refused={{ title: t('ridePage.refused'), hint: t('ridePage.refusedHint') }}
      back={<Link to={appPath('rides')}>{t('ridePage.backToRides')}</Link>}
    >
      {(details) => <RideView details={details} />}
    </QueryState>
  );
}
