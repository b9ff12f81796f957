import { useState } from 'react';
import { Link } from 'react-router';
import {
  Button,
  Card,
  Col,
  Image,
  Pagination,
  Rate,
  Result,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { RIDE_IMAGES_LIST } from '@ops/shared/lists/rideReviews';
import { RIDE_CHECK_STATUS_LABELS } from '@ops/shared/rules/filterOptions';
import { toApiError, withFallback } from '@ops/shared/rules/errors';
import { ridePath, userPath, vehiclePath } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { ListHeader } from '../../components/list/ListHeader';
import { activeFilterCount } from '../../components/list/listUrlState';
import { useListState } from '../../components/list/useListState';
import { Phone } from '../../components/Phone';
import { RideImageDecisionButtons, type RideImageChoice } from '../../components/RideImageDecisionButtons';
import { fmtDate } from '../../lib/format';
import { notice } from '../../lib/notices';
import '../../components/list/list.css';
import { imagesCheckStatus, RideImagesFilterPanel } from './ReviewFilterPanels';
import { useGetRidesImagesQuery, useReviewRideImageMutation, type ReviewRide } from './rideReviewsApi';

const CHECK_COLOURS: Record<string, string> = { P: 'gold', Y: 'green', N: 'red' };

/** One photo with its ride and the three decisions (the workspace's ride-image card, in a grid). */
function RideImageCard({
  ride,
  pending,
  onDecide,
}: {
  ride: ReviewRide;
  pending: RideImageChoice | null;
  onDecide: (choice: RideImageChoice) => void;
}) {
  const label =
    RIDE_CHECK_STATUS_LABELS[ride.checkStatus as keyof typeof RIDE_CHECK_STATUS_LABELS] ?? ride.checkStatus;
  return (
    <Card
      size="small"
      data-testid="ride-image-card"
      data-ride={ride._id}
      cover={
        ride.imageUrl ? (
          <Image
            src={ride.imageUrl}
            alt={`End-of-ride photo of ${ride.scooter?.code ?? 'the vehicle'}`}
            height={220}
            style={{ objectFit: 'cover' }}
          />
        ) : (
          <div style={{ height: 220, display: 'grid', placeItems: 'center' }}>No image</div>
        )
      }
    >
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Space wrap size={[8, 0]}>
          {ride.scooter ? <Link to={vehiclePath(ride.scooter.code)}>{ride.scooter.code}</Link> : '-'}
          <Typography.Text type="secondary">{ride.area?.name ?? '-'}</Typography.Text>
          <Tag color={CHECK_COLOURS[ride.checkStatus] ?? 'default'} data-testid="ride-image-status">
            {label}
          </Tag>
        </Space>
        <Typography.Text>
          <Link to={ridePath(ride._id)}>{fmtDate(ride.start_time)}</Link> – {fmtDate(ride.end_time)}
        </Typography.Text>
        <Space wrap size={[8, 0]}>
          {ride.user ? (
            <Link to={userPath(ride.user._id)}>{ride.user.name || ride.user.phoneNumber}</Link>
          ) : (
            '-'
          )}
          <Phone number={ride.user?.phoneNumber} />
        </Space>
        {ride.rating !== null && ride.rating !== undefined ? (
          <Rate disabled value={ride.rating} style={{ fontSize: 14 }} />
        ) : (
          <Typography.Text type="secondary">No rating</Typography.Text>
        )}
        {ride.feedbackComment && (
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {ride.feedbackComment}
          </Typography.Paragraph>
        )}
        <RideImageDecisionButtons
          onDecide={onDecide}
          pending={pending}
          size="small"
          testIdPrefix="grid-image"
        />
      </Space>
    </Card>
  );
}

/**
 * /app/ride/images (rides.VIEW_IMAGES): the end-of-ride photos as a paged grid, Pending
 * first (02 §9 default check status P), each with Accept / Reject / Reject & add urgent,
 * decided by the same server service as the workspace's ride-image task.
 */
export default function RideImagesPage() {
  const list = useListState(RIDE_IMAGES_LIST);
  const [filtersOpen, setFiltersOpen] = useState(true);
  const { request } = list;
  const filters = { ...list.filters, checkStatus: imagesCheckStatus(list.filters) };
  const result = useGetRidesImagesQuery({ ...request, filters: JSON.stringify(filters) });
  const [review, { originalArgs, isLoading: deciding }] = useReviewRideImageMutation();
  const decide = async (ride: ReviewRide, choice: RideImageChoice) => {
    try {
      const answer = await review({ rideId: ride._id, ...choice }).unwrap();
      notice.success(answer.message);
    } catch {
      // The failure notice is the app's one listener's (the server's words).
    }
  };
  const pendingFor = (ride: ReviewRide) =>
    deciding && originalArgs?.rideId === ride._id
      ? { isAccept: originalArgs.isAccept, addUrgent: !!originalArgs.addUrgent }
      : null;
  const rides = result.data?.rides ?? [];
  const total = result.data?.totalRides ?? 0;
  const filtered = activeFilterCount(list.filters) > 0;

  return (
    <div data-testid="ride-images">
      <ListHeader
        title="Rides Images"
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        activeFilters={activeFilterCount(list.filters)}
      />
      {filtersOpen && (
        <div className="ops-list-filters">
          <RideImagesFilterPanel list={list} />
        </div>
      )}
      {list.problem && <Typography.Paragraph type="warning">{list.problem}</Typography.Paragraph>}
      {result.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : result.error ? (
        <Result
          status="error"
          title={withFallback(toApiError(result.error), 'Something Went Wrong!').message}
          extra={<Button onClick={() => void result.refetch()}>Try again</Button>}
        />
      ) : rides.length === 0 ? (
        <EmptyState
          title={
            filtered || filters.checkStatus === 'P'
              ? 'No ride images match these filters'
              : 'No ride images yet'
          }
          description={
            filters.checkStatus === 'P' ? 'Every end-of-ride photo here has been reviewed.' : undefined
          }
          action={filtered ? <Button onClick={list.reset}>Clear filters</Button> : undefined}
        />
      ) : (
        <>
          <Typography.Text type="secondary" data-testid="ride-images-total">
            {total} {total === 1 ? 'photo' : 'photos'}
          </Typography.Text>
          <Row gutter={[16, 16]} style={{ marginTop: 8, opacity: result.isFetching ? 0.6 : 1 }}>
            {rides.map((ride) => (
              <Col key={ride._id} xs={24} sm={12} lg={8} xxl={4}>
                <RideImageCard
                  ride={ride}
                  pending={pendingFor(ride)}
                  onDecide={(choice) => void decide(ride, choice)}
                />
              </Col>
            ))}
          </Row>
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={list.page}
            pageSize={list.pageSize}
            total={total}
            showSizeChanger
            pageSizeOptions={RIDE_IMAGES_LIST.pageSizeOptions.map(String)}
            onChange={(page, size) => list.setPage(page, size)}
          />
        </>
      )}
    </div>
  );
}
