import type { FastifyPluginCallback } from 'fastify';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { rides } from '../domains/rides/tables';
import type { Deps } from '../platform/deps';
import { vehicles } from '../domains/vehicles/tables';
import { users } from '../platform/session/tables';
import {
  clearVehicleCondition,
  createRideImageTask,
  raiseVehicleCondition,
  tasks,
} from '../domains/tasks/engine';
import { startRide } from '../domains/rides/start';
import { stepVehicle } from './simulator/step';
import { submitPendingVerification } from '../domains/idVerification/submit';
import { SimulatedDayRentals } from './simulator/dayRentals';
import { createPendingCustodyTransfer } from '../domains/custody/devTransfer';
import { setVehicleUrgentForDev } from '../domains/fleetAlerts/devUrgent';

/**
 * Development and end-to-end only (registered next to /dev/sms-outbox, never in
 * production): raise or clear a vehicle condition and start a ride, so demos and
 * the Resolve Tasks e2e test can make a task appear and resolve without the
 * simulator. PGlite is single-process, so a test cannot reach the engine from outside.
 *
 *   POST /dev/vehicle-condition { code | vehicleId, reason, action: 'raise' | 'clear', outOfFence? }
 *   POST /dev/start-ride        { code? | vehicleId?, userId?, minutesAgo? }  (first free vehicle, first rider by default)
 *   POST /dev/ride-image-task   { rideId? }  (by default the newest ended ride with an image and no open review task)
 *   POST /dev/move-vehicle      { code | vehicleId }  (one simulator step, announced on SCOOTER_COORDINATES)
 *   POST /dev/id-verification   { userId? }  (a rider sends their ID: a new pending verification, announced on NEW_PENDING_VERIFICATION)
 *   POST /dev/day-rental        (a rider who can pay books a day rental, announced on NEW_DAY_RENTAL)
 *   POST /dev/custody-transfer  { giverPhone, receiverPhone, count }  (a field member hands batteries over: a pending custody transfer)
 *   POST /dev/urgent-vehicle    { code, urgencyType | null }  (urgent or no longer, announced on URGENT_VEHICLE / DEL_URGENT_VEHICLE)
 */
interface VehicleRef {
  code?: string;
  vehicleId?: string;
}

/** The vehicle named by id or code; with neither, the first free one (not in a ride, not disabled, not stored). */
async function vehicleOf(deps: Deps, ref: VehicleRef): Promise<{ id: string; code: string }> {
  const where = ref.vehicleId
    ? eq(vehicles.id, ref.vehicleId)
    : ref.code
      ? eq(vehicles.code, ref.code)
      : and(
          eq(vehicles.inRide, false),
          eq(vehicles.disabled, false),
          eq(vehicles.isInStorage, false),
          eq(vehicles.iotStatus, 'ready'),
          // A vehicle with an open (seeded) task would only gain a case, not make a new task.
          sql`NOT EXISTS (SELECT 1 FROM ${tasks} WHERE ${tasks.vehicleId} = ${vehicles.id} AND ${tasks.status} <> 'resolved')`,
        );
  const [row] = await deps.db
    .select({ id: vehicles.id, code: vehicles.code })
    .from(vehicles)
    .where(where)
    .orderBy(asc(vehicles.code))
    .limit(1);
  if (!row) throw new Error(`no vehicle ${ref.code ?? ref.vehicleId ?? ''}`);
  return row;
}

// A plugin rather than a function of FastifyInstance: the app's instance carries a pino
// logger type that a plain FastifyInstance parameter does not accept.
export const devRoutes =
  (deps: Deps): FastifyPluginCallback =>
  (app, _options, done) => {
    app.post<{ Body: VehicleRef & { reason: string; action: 'raise' | 'clear'; outOfFence?: boolean } }>(
      '/dev/vehicle-condition',
      async (request, reply) => {
        try {
          const { id: vehicleId } = await vehicleOf(deps, request.body);
          if (request.body.outOfFence !== undefined) {
            // The speed action is offered only outside a fence (01 §6): let a demo put the vehicle there.
            // The server decides fences from coordinates, so the vehicle is also moved well outside the city.
            const away = request.body.outOfFence ? { lat: 30.35, long: 31.95 } : {};
            await deps.db
              .update(vehicles)
              .set({ isOutOfFence: request.body.outOfFence, ...away })
              .where(eq(vehicles.id, vehicleId));
          }
          const task =
            request.body.action === 'clear'
              ? await clearVehicleCondition(deps, { vehicleId, reason: request.body.reason })
              : await raiseVehicleCondition(deps, { vehicleId, reason: request.body.reason });
          return { task };
        } catch (error) {
          return reply.code(400).send({ error: (error as Error).message });
        }
      },
    );

    app.post<{ Body: VehicleRef & { userId?: string; minutesAgo?: number } }>(
      '/dev/start-ride',
      async (request, reply) => {
        try {
          const vehicle = await vehicleOf(deps, request.body);
          let userId = request.body.userId;
          if (!userId) {
            const [rider] = await deps.db
              .select({ id: users.id })
              .from(users)
              .where(
                and(
                  eq(users.type, 'user'),
                  sql`NOT EXISTS (SELECT 1 FROM ${rides} WHERE ${rides.userId} = ${users.id} AND ${rides.status} = 'ongoing')`,
                ),
              )
              .orderBy(asc(users.id))
              .limit(1);
            userId = rider?.id;
          }
          if (!userId) throw new Error('no rider');
          const ride = await startRide(deps, { userId, vehicleId: vehicle.id });
          if (request.body.minutesAgo) {
            // A ride of some minutes has a cost, so compensation on it is within bounds (02 §5).
            const startTime = new Date(deps.clock.now().getTime() - request.body.minutesAgo * 60_000);
            await deps.db.update(rides).set({ startTime, createdAt: startTime }).where(eq(rides.id, ride.id));
          }
          return { rideId: ride.id, userId, vehicleId: vehicle.id, code: vehicle.code };
        } catch (error) {
          return reply.code(400).send({ error: (error as Error).message });
        }
      },
    );
    app.post<{ Body: { rideId?: string } }>('/dev/ride-image-task', async (request, reply) => {
      try {
        let rideId = request.body.rideId;
        if (!rideId) {
          const [ride] = await deps.db
            .select({ id: rides.id })
            .from(rides)
            .where(
              and(
                eq(rides.status, 'done'),
                isNotNull(rides.imageUrl),
                sql`NOT EXISTS (SELECT 1 FROM ${tasks} WHERE ${tasks.rideId} = ${rides.id} AND ${tasks.type} = 'RideImage')`,
              ),
            )
            .orderBy(desc(rides.endTime), asc(rides.id))
            .limit(1);
          rideId = ride?.id;
        }
        if (!rideId) throw new Error('no ride with an image');
        return { task: await createRideImageTask(deps, { rideId }) };
      } catch (error) {
        return reply.code(400).send({ error: (error as Error).message });
      }
    });
    app.post<{ Body: VehicleRef }>('/dev/move-vehicle', async (request, reply) => {
      try {
        if (!request.body.code && !request.body.vehicleId) throw new Error('code or vehicleId is required');
        return await stepVehicle(deps, (await vehicleOf(deps, request.body)).id);
      } catch (error) {
        return reply.code(400).send({ error: (error as Error).message });
      }
    });
    app.post<{ Body: { userId?: string } }>('/dev/id-verification', async (request, reply) => {
      const id = await submitPendingVerification(deps, { userId: request.body?.userId });
      return id ? { _id: id } : reply.code(400).send({ error: 'no rider without a verification' });
    });
    app.post('/dev/day-rental', async (_request, reply) => {
      const rental = await new SimulatedDayRentals(deps.clock.now().getTime()).book(deps);
      return rental
        ? { _id: rental._id }
        : reply.code(400).send({ error: 'no rider who can pay for a day rental' });
    });
    app.post<{ Body: { giverPhone: string; receiverPhone: string; count: number } }>(
      '/dev/custody-transfer',
      async (request, reply) => {
        try {
          return { _id: await createPendingCustodyTransfer(deps, request.body) };
        } catch (error) {
          return reply.code(400).send({ error: (error as Error).message });
        }
      },
    );
    app.post<{ Body: { code?: string; urgencyType?: string | null } }>(
      '/dev/urgent-vehicle',
      async (request, reply) => {
        try {
          if (!request.body.code) throw new Error('code is required');
          return await setVehicleUrgentForDev(deps, request.body.code, request.body.urgencyType ?? null);
        } catch (error) {
          return reply.code(400).send({ error: (error as Error).message });
        }
      },
    );
    done();
  };
