import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { UNTAPPED_MAX_DISTANCE_M } from '@ops/shared/rules/untappedRide';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../../platform/lib/ids';
import { createRideImageTask, tasks } from '../tasks/engine';
import { createArea, createRider, createVehicle } from '../wallet/testFixtures';
import { rides } from './tables';

const IMAGES = `query($filters: String, $rows: Int) { getRidesImages(filters: $filters, rowsPerPage: $rows) { totalRides totalPages rides { _id imageUrl checkStatus } } }`;
const RATINGS = `query($filters: String) { getRidesRatings(filters: $filters) { totalRides rides { _id rating feedbackComment } } }`;
const UNTAPPED = `query($filters: String) { getUntappedRides(filters: $filters) { totalRides rides { _id distance } } }`;
const REVIEW = `mutation($rideId: ID!, $isAccept: Boolean!, $addUrgent: Boolean) {
  reviewRideImage(rideId: $rideId, isAccept: $isAccept, addUrgent: $addUrgent) { success message ride { _id checkStatus } }
}`;

let server: TestServer;
let reviewer: string;
let area: string;
const error = (response: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  response.errors?.[0];

/** An ended ride in the test area; `values` sets the photo, rating, distance... */
async function endedRide(values: Partial<typeof rides.$inferInsert> = {}) {
  const rider = await createRider(server.handle.db);
  const vehicle = await createVehicle(server.handle.db, { areaId: area });
  const id = newId();
  const start = new Date(server.clock.now().getTime() - 3_600_000);
  await server.handle.db.insert(rides).values({
    id,
    userId: rider,
    vehicleId: vehicle.id,
    areaId: area,
    startTime: start,
    endTime: new Date(start.getTime() + 600_000),
    timeMs: 600_000,
    status: 'done',
    ...values,
  });
  return { id, vehicleId: vehicle.id };
}
const onlyArea = (extra: Record<string, unknown> = {}) => JSON.stringify({ area: [area], ...extra });

beforeAll(async () => {
  server = await startTestServer();
  reviewer = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 5,
      permissions: { rides: { VIEW_IMAGES: true, VIEW_RIDES_RATINGS: true, VIEW_UNTAPPED_PAGE: true } },
    }),
  );
  area = await createArea(server.handle.db);
});
afterAll(async () => {
  await server.server.deps.vehicleGateway.idle();
  await server.close();
});

describe('getRidesImages', () => {
  it('lists ended rides with a photo, pending first by default filter, with signed links', async () => {
    const pending = await endedRide({ imageUrl: 'ride-images/sample-01.png' });
    await endedRide({ imageUrl: 'ride-images/sample-02.png', checkStatus: 'Y' });
    await endedRide({ imageUrl: null });
    await endedRide({ imageUrl: 'ride-images/sample-03.png', status: 'ongoing', endTime: null });
    const response = await server.gql<{
      getRidesImages: {
        totalRides: number;
        rides: Array<{ _id: string; imageUrl: string; checkStatus: string }>;
      };
    }>(IMAGES, { filters: onlyArea({ checkStatus: 'P' }) }, reviewer);
    expect(response.errors).toBeUndefined();
    expect(response.data!.getRidesImages.rides.map((ride) => ride._id)).toEqual([pending.id]);
    expect(response.data!.getRidesImages.rides[0]!.imageUrl).toMatch(/ride-images\/sample-01\.png/);
    const all = await server.gql<{ getRidesImages: { totalRides: number } }>(
      IMAGES,
      { filters: onlyArea({ checkStatus: 'All' }) },
      reviewer,
    );
    expect(all.data!.getRidesImages.totalRides).toBe(2);
  });

  it('refuses a bad filter in words and a page over 200', async () => {
    expect(
      error(await server.gql(IMAGES, { filters: JSON.stringify({ checkStatus: 'X' }) }, reviewer))?.message,
    ).toBe("Filter 'checkStatus': Check status must be P, Y, N or All");
    expect(error(await server.gql(IMAGES, { rows: 500 }, reviewer))?.message).toMatch(/200/);
  });
});

describe('reviewRideImage: the workspace decision, from the grid', () => {
  it('accepts: check status Y, the ride logs the reviewer, the open ride-image task is resolved', async () => {
    const ride = await endedRide({ imageUrl: 'ride-images/sample-01.png' });
    await createRideImageTask(server.server.deps, { rideId: ride.id });
    const response = await server.gql<{
      reviewRideImage: { success: boolean; message: string; ride: { checkStatus: string } };
    }>(REVIEW, { rideId: ride.id, isAccept: true }, reviewer);
    expect(response.errors).toBeUndefined();
    expect(response.data!.reviewRideImage).toEqual({
      success: true,
      message: 'Ride image accepted',
      ride: { _id: ride.id, checkStatus: 'Y' },
    });
    const [row] = await server.handle.db
      .select({ logs: rides.logs })
      .from(rides)
      .where(eq(rides.id, ride.id));
    expect(row!.logs.at(-1)).toMatchObject({ event: 'CHECKED', note: 'Accepted' });
    const open = await server.handle.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.rideId, ride.id), ne(tasks.status, 'resolved')));
    expect(open).toHaveLength(0);
  });

  it('reject and add urgent: check status N and NO_RIDE_PHOTO raised on the vehicle (case VEHICLE_NO_PHOTO)', async () => {
    const ride = await endedRide({ imageUrl: 'ride-images/sample-02.png' });
    const response = await server.gql<{
      reviewRideImage: { message: string; ride: { checkStatus: string } };
    }>(REVIEW, { rideId: ride.id, isAccept: false, addUrgent: true }, reviewer);
    expect(response.errors).toBeUndefined();
    expect(response.data!.reviewRideImage.message).toBe('Ride image rejected');
    expect(response.data!.reviewRideImage.ride.checkStatus).toBe('N');
    const [task] = await server.handle.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.vehicleId, ride.vehicleId), eq(tasks.type, 'Vehicle')));
    expect(task?.cases).toMatchObject({ VEHICLE_NO_PHOTO: true });
  });

  it('refuses an ongoing ride and an unknown one, changing nothing', async () => {
    const ride = await endedRide({ status: 'ongoing', endTime: null, imageUrl: null });
    expect(error(await server.gql(REVIEW, { rideId: ride.id, isAccept: true }, reviewer))?.message).toBe(
      'This ride has not ended yet',
    );
    const [row] = await server.handle.db
      .select({ checkStatus: rides.checkStatus })
      .from(rides)
      .where(eq(rides.id, ride.id));
    expect(row!.checkStatus).toBe('P');
    expect(error(await server.gql(REVIEW, { rideId: 'nope', isAccept: true }, reviewer))?.message).toBe(
      'Ride not found!',
    );
  });
});

describe('getRidesRatings and getUntappedRides', () => {
  it('lists rated rides by rating and comment', async () => {
    const five = await endedRide({ rating: 5, feedbackComment: 'Smooth' });
    const two = await endedRide({ rating: 2, feedbackComment: '  ' });
    await endedRide({ rating: null });
    const all = await server.gql<{ getRidesRatings: { totalRides: number; rides: Array<{ _id: string }> } }>(
      RATINGS,
      { filters: onlyArea() },
      reviewer,
    );
    expect(all.data!.getRidesRatings.rides.map((ride) => ride._id).sort()).toEqual([five.id, two.id].sort());
    const low = await server.gql<{ getRidesRatings: { rides: Array<{ _id: string }> } }>(
      RATINGS,
      { filters: onlyArea({ rating: 2 }) },
      reviewer,
    );
    expect(low.data!.getRidesRatings.rides.map((ride) => ride._id)).toEqual([two.id]);
    const commented = await server.gql<{ getRidesRatings: { rides: Array<{ _id: string }> } }>(
      RATINGS,
      { filters: onlyArea({ withComment: true }) },
      reviewer,
    );
    expect(commented.data!.getRidesRatings.rides.map((ride) => ride._id)).toEqual([five.id]);
  });

  it('untapped: ended, with a distance under the bound; not ongoing, not unmeasured, not at the bound', async () => {
    const other = await createArea(server.handle.db);
    const make = (values: Partial<typeof rides.$inferInsert>) => endedRide({ areaId: other, ...values });
    const still = await make({ distanceM: 0 });
    const shuffle = await make({ distanceM: UNTAPPED_MAX_DISTANCE_M - 1 });
    await make({ distanceM: UNTAPPED_MAX_DISTANCE_M });
    await make({ distanceM: null });
    await make({ distanceM: 3, status: 'ongoing', endTime: null });
    const response = await server.gql<{ getUntappedRides: { rides: Array<{ _id: string }> } }>(
      UNTAPPED,
      { filters: JSON.stringify({ area: [other] }) },
      reviewer,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.getUntappedRides.rides.map((ride) => ride._id).sort()).toEqual(
      [still.id, shuffle.id].sort(),
    );
  });
});
