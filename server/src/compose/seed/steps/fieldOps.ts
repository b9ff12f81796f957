import { custodyTransfers } from '../../../domains/custody/tables';
import { distributions, type DistributionPoint } from '../../../domains/distributions/tables';
import { staffLocations } from '../../../domains/staffLocations/tables';
import { targets } from '../../../domains/targets/tables';
import { randomPointInPolygon } from '../../../domains/areas/geometry';
import { daysInMonth, deriveTarget } from '@ops/shared/rules/targets';
import { insertBatches } from '../insert';
import { batteries, writeFile } from '../images';
import { addCount, DAY, HOUR, MINUTE, staffWithRole, type SeedContext, type SeedStep } from '../context';

export const custodyStep: SeedStep = {
  name: 'custody-transfers',
  async run(ctx: SeedContext) {
    const random = ctx.random('custody');
    const now = ctx.now.getTime();
    const technicians = staffWithRole(ctx, 'Field Technician');
    if (technicians.length < 2) return;
    const imageKeys: string[] = [];
    for (let i = 0; i < 8; i++) {
      imageKeys.push(
        await writeFile(
          ctx.filesDir,
          `custody-transfers/batteries-${i + 1}.png`,
          batteries(random, random.int(3, 12)),
        ),
      );
    }
    const rows: Array<typeof custodyTransfers.$inferInsert> = [];
    const count = ctx.scaled(80, 10);
    for (let i = 0; i < count; i++) {
      const giver = random.pick(technicians);
      const receiver = random.pick(technicians.filter((t) => t.id !== giver.id));
      const createdAt = new Date(now - random.float(10 * MINUTE, 60 * DAY));
      const pending = now - createdAt.getTime() < 6 * HOUR && random.chance(0.6);
      const given = random.int(2, 12);
      const mismatch = !pending && random.chance(0.08);
      rows.push({
        id: random.id(createdAt),
        areaId: giver.areaId ?? random.pick(ctx.state.areas).id,
        status: pending ? 'pending' : 'accepted',
        giverId: giver.id,
        receiverId: receiver.id,
        acceptedAt: pending ? null : new Date(createdAt.getTime() + random.int(2, 90) * MINUTE),
        batteriesCountGiver: given,
        batteriesCountReceiver: pending ? null : mismatch ? given - 1 : given,
        batteriesImageGiverKey: random.pick(imageKeys),
        batteriesImageReceiverKey: pending ? null : random.pick(imageKeys),
        checkoutPermissionGiven: !pending && random.chance(0.7),
        ignoreValidation: mismatch,
        createdAt,
      });
    }
    rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await insertBatches(ctx.tx, custodyTransfers, rows);
    addCount(ctx, 'custody_transfers', rows.length);
  },
};

/** Year and month (1-12) of an instant on the Cairo calendar. */
export function cairoYearMonth(at: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at);
  return {
    year: Number(parts.find((p) => p.type === 'year')!.value),
    month: Number(parts.find((p) => p.type === 'month')!.value),
  };
}

export const targetsStep: SeedStep = {
  name: 'targets',
  async run(ctx: SeedContext) {
    const random = ctx.random('targets');
    const current = cairoYearMonth(ctx.now);
    const fleet = new Map<string, number>();
    for (const vehicle of ctx.state.vehicles) fleet.set(vehicle.areaId, (fleet.get(vehicle.areaId) ?? 0) + 1);
    const rows: Array<typeof targets.$inferInsert> = [];
    for (let back = 2; back >= 0; back--) {
      const index = current.year * 12 + (current.month - 1) - back;
      const year = Math.floor(index / 12);
      const month = (index % 12) + 1;
      const days = daysInMonth(year, month);
      for (const area of ctx.state.areas) {
        const assigned = Math.max(1, (fleet.get(area.id) ?? 0) + random.int(-2, 4));
        const operatingCap = random.int(70, 90);
        const ratio = Math.round(random.float(2.5, 5.5) * 100) / 100;
        const derived = deriveTarget({ ratio, capOperating: operatingCap, assigned, days });
        const rpv = random.int(30, 60) * 100;
        const at = new Date(Date.UTC(year, month - 1, 1) - 2 * HOUR - random.int(1, 5) * DAY);
        rows.push({
          id: random.id(at),
          areaId: area.id,
          year,
          month,
          monthDate: `${year}-${String(month).padStart(2, '0')}-01`,
          assigned,
          operatingCap,
          operating: derived.operating,
          ratio,
          ratioTargetComms: derived.ratioTargetComms,
          rides: derived.rides,
          totalRpvPiasters: rpv,
          // Revenue target: revenue per operating vehicle per day, over the month.
          totalRevPiasters: Math.round(rpv * derived.operating * days),
          activeRatio: Math.round(random.float(0.7, 0.88) * 100) / 100,
          urgentRatio: Math.round(random.float(0.05, 0.15) * 100) / 100,
          riders: Math.round(derived.rides / random.float(2.5, 4)),
          newUsers: Math.round(derived.rides / random.float(15, 30)),
          awaitingInspectionMinutes: random.int(30, 90),
          ratingsFourPlusPercentage: random.int(75, 90),
          lostRevPercentage: random.int(3, 8),
          createdAt: at,
          updatedAt: at,
        });
      }
    }
    await insertBatches(ctx.tx, targets, rows);
    addCount(ctx, 'targets', rows.length);
  },
};

const POINT_NAMES = [
  'Metro exit',
  'Club gate',
  'Main square',
  'Mall entrance',
  'University gate',
  'Park corner',
  'Bus stop',
  'Market',
];
const QUARTERS = ['North', 'South', 'East', 'West', 'Centre'];

export const distributionsStep: SeedStep = {
  name: 'distributions',
  async run(ctx: SeedContext) {
    const random = ctx.random('distributions');
    const rows: Array<typeof distributions.$inferInsert> = [];
    for (const area of ctx.state.areas) {
      const runs = random.int(1, 2);
      for (let k = 0; k < runs; k++) {
        const at = new Date(ctx.now.getTime() - random.int(1, 40) * DAY);
        const points: DistributionPoint[] = Array.from({ length: random.int(4, 8) }, (_, i) => {
          const [lat, lng] = randomPointInPolygon(area.outer, () => random.next(), area.restricted);
          return {
            lat: Math.round(lat * 1e6) / 1e6,
            lng: Math.round(lng * 1e6) / 1e6,
            pointName: `${random.pick(POINT_NAMES)} ${i + 1}`,
            neighborhood: `${area.name} ${random.pick(QUARTERS)}`,
            vehiclesToDistribute: random.int(2, 10),
          };
        });
        rows.push({ id: random.id(at), areaId: area.id, dateCreated: at, points, createdAt: at });
      }
    }
    await insertBatches(ctx.tx, distributions, rows);
    addCount(ctx, 'distributions', rows.length);
  },
};

export const staffLocationsStep: SeedStep = {
  name: 'staff-locations',
  async run(ctx: SeedContext) {
    const random = ctx.random('staff-locations');
    const now = ctx.now.getTime();
    const rows: Array<typeof staffLocations.$inferInsert> = [];
    for (const tech of staffWithRole(ctx, 'Field Technician')) {
      const area = ctx.state.areas.find((a) => a.id === tech.areaId) ?? ctx.state.areas[0]!;
      let [lat, lng] = area.attendance;
      for (let i = 24; i >= 0; i--) {
        const at = new Date(now - i * 30 * MINUTE - random.int(0, 600) * 1000);
        lat += random.float(-0.002, 0.002);
        lng += random.float(-0.002, 0.002);
        const error = random.chance(0.08)
          ? random.pick([
              ['E_GPS_TIMEOUT', 'Location request timed out'],
              ['E_PERMISSION_DENIED', 'Location permission denied'],
              ['E_POSITION_UNAVAILABLE', 'Position unavailable'],
            ] as const)
          : null;
        rows.push({
          id: random.id(at),
          userId: tech.id,
          lat,
          lng,
          errorCode: error?.[0] ?? null,
          errorMessage: error?.[1] ?? null,
          createdAt: at,
        });
      }
    }
    rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await insertBatches(ctx.tx, staffLocations, rows);
    addCount(ctx, 'staff_locations', rows.length);
  },
};
