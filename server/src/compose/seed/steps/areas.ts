import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LatLng, Ring } from '../../../domains/areas/tables';
import { areas } from '../../../domains/areas/tables';
import { polygonCentre, ringFromGeoJson } from '../../../domains/areas/geometry';
import { insertBatches } from '../insert';
import { addCount, type SeedArea, type SeedContext, type SeedStep } from '../context';

const GEOJSON_PATH = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'data',
  'cairo-areas.geojson',
);

interface Feature {
  properties: { name: string; fence?: 'outer' | 'restricted' | 'ops'; kind?: 'attendance' };
  geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'Point'; coordinates: number[] };
}

/** How busy each area is: vehicles and riders are spread by these weights. */
const AREA_WEIGHTS: Record<string, number> = {
  Zamalek: 1.0,
  Downtown: 0.9,
  'Garden City': 0.5,
  Dokki: 1.0,
  Mohandessin: 1.0,
  Maadi: 1.3,
  Heliopolis: 1.2,
  'Nasr City': 1.1,
  'New Cairo': 1.4,
  'Sheikh Zayed': 1.0,
  '6th of October': 0.9,
  'Rehab City': 0.7,
};

export async function loadCairoAreas(): Promise<Array<Omit<SeedArea, 'id' | 'weight'>>> {
  const collection = JSON.parse(await fs.readFile(GEOJSON_PATH, 'utf8')) as { features: Feature[] };
  const byName = new Map<string, { outer?: Ring; restricted: Ring[]; ops: Ring[]; attendance?: LatLng }>();
  for (const feature of collection.features) {
    const name = feature.properties.name;
    const entry = byName.get(name) ?? { restricted: [], ops: [] };
    byName.set(name, entry);
    if (feature.geometry.type === 'Point') {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      entry.attendance = [lat, lng];
      continue;
    }
    const ring = ringFromGeoJson(feature.geometry.coordinates[0] ?? []);
    if (feature.properties.fence === 'outer') entry.outer = ring;
    else if (feature.properties.fence === 'restricted') entry.restricted.push(ring);
    else if (feature.properties.fence === 'ops') entry.ops.push(ring);
  }
  return [...byName].map(([name, entry]) => {
    if (!entry.outer) throw new Error(`cairo-areas.geojson: ${name} has no outer fence`);
    const centre = polygonCentre(entry.outer);
    return {
      name,
      outer: entry.outer,
      restricted: entry.restricted,
      ops: entry.ops,
      attendance: entry.attendance ?? centre,
      centre,
    };
  });
}

export const areasStep: SeedStep = {
  name: 'areas',
  async run(ctx: SeedContext) {
    const random = ctx.random('areas');
    const created = new Date(ctx.now.getTime() - 720 * 86_400_000);
    const loaded = await loadCairoAreas();
    const seeded: SeedArea[] = loaded.map((area) => ({
      ...area,
      id: random.id(created),
      weight: AREA_WEIGHTS[area.name] ?? 1,
    }));
    ctx.state.areas = seeded;
    await insertBatches(
      ctx.tx,
      areas,
      seeded.map((area, index) => ({
        id: area.id,
        name: area.name,
        viewInOpsApp: true,
        payBalanceOnly: area.name === 'Garden City',
        forceIdVerification: ['New Cairo', 'Sheikh Zayed', '6th of October'].includes(area.name),
        isMultiLevel: false,
        // One area with geofencing off shows the list's "enabled first" order.
        isGeofencingEnabled: area.name !== 'Rehab City',
        isOpsFencingEnabled: true,
        isEndingRideRestrictedInOuterFence: index % 3 === 0,
        isExpressArea: area.name === 'New Cairo',
        outerFence: area.outer,
        geofenceCoordinates: area.outer,
        restrictedFences: area.restricted,
        opsFences: area.ops,
        attendanceLat: area.attendance[0],
        attendanceLong: area.attendance[1],
        reservationPlans: [
          { minutes: 10, costPiasters: 300 },
          { minutes: 20, costPiasters: 500 },
        ],
        createdAt: created,
        updatedAt: created,
      })),
    );
    addCount(ctx, 'areas', seeded.length);
  },
};
