import { sql } from 'drizzle-orm';
import { addCount, staffWithRole, type SeedStep } from '../context';
import { writeFile } from '../images';
import { Canvas } from '../png';
import type { Random } from '../../../platform/lib/random';

const HOUR = 3_600_000;

/** A technician's photo of a scooter back on the street: pavement, the deck, the stem, the wheels. */
function scooterPhoto(random: Random): Buffer {
  const canvas = new Canvas(240, 180, [random.int(150, 190), random.int(150, 190), random.int(150, 190)]);
  canvas.rect(0, 120, 240, 60, [110, 110, 116]);
  canvas.rect(60, 112, 120, 10, [30, 30, 34]);
  canvas.rect(166, 40, 8, 76, [40, 40, 44]);
  canvas.rect(150, 36, 40, 6, [40, 40, 44]);
  canvas.ellipse(72, 128, 14, 14, [20, 20, 20]);
  canvas.ellipse(170, 128, 14, 14, [20, 20, 20]);
  canvas.rect(90, 100, 50, 10, [random.int(0, 60), random.int(120, 200), random.int(60, 140)]);
  return canvas.toPng();
}

/**
 * Recent activation cycles (the Activation Cycle page): vehicles a technician took out of
 * service in the last days and put back, each activation with its photo under
 * activation-images/. The timeline shows them too.
 */
export const activationCyclesStep: SeedStep = {
  name: 'activation cycles',
  async run(ctx) {
    const random = ctx.random('activationCycles');
    const technicians = staffWithRole(ctx, 'Field Technician');
    const inService = ctx.state.vehicles.filter((v) => v.inService);
    const count = Math.min(inService.length, ctx.scaled(40, 8));
    const rows: Array<{
      id: string;
      vehicleId: string;
      code: string;
      case: string;
      userId: string | null;
      at: Date;
      imageKey: string | null;
      battery: number;
    }> = [];
    for (let i = 0; i < count; i++) {
      const vehicle = inService[(i * 7) % inService.length]!;
      const back = new Date(ctx.now.getTime() - random.int(1, 6 * 24) * HOUR - random.int(0, 59) * 60_000);
      const out = new Date(back.getTime() - random.int(1, 48) * HOUR - random.int(0, 59) * 60_000);
      const tech = technicians.length ? random.pick(technicians).id : null;
      const key = await writeFile(
        ctx.filesDir,
        `activation-images/${vehicle.id}/${back.getTime()}.png`,
        scooterPhoto(random),
      );
      const id = (at: Date) => random.id(at);
      rows.push(
        {
          id: id(out),
          vehicleId: vehicle.id,
          code: vehicle.code,
          case: 'DEACTIVATED',
          userId: tech,
          at: out,
          imageKey: null,
          battery: random.int(5, 40),
        },
        {
          id: id(back),
          vehicleId: vehicle.id,
          code: vehicle.code,
          case: 'ACTIVATED',
          userId: tech,
          at: back,
          imageKey: key,
          battery: random.int(80, 100),
        },
      );
    }
    for (const row of rows) {
      await ctx.tx.execute(
        sql`INSERT INTO vehicle_life_cycle (id, vehicle_id, code, "case", service, user_id, battery, is_operating, created_at, image_key)
            VALUES (${row.id}, ${row.vehicleId}, ${row.code}, ${row.case}, 'ops-app', ${row.userId}, ${row.battery}, ${row.case === 'ACTIVATED'}, ${row.at}, ${row.imageKey})`,
      );
    }
    addCount(ctx, 'vehicle_life_cycle', rows.length);
  },
};
