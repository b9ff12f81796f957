import type { Db, Tx } from '../../platform/db/client';
import { namesFor, type AreaRef, type PersonRef } from '../users/index';
import type { OpsTaskHistoryRow, OpsTaskRow } from './tables';

export interface OpsTaskView {
  _id: string;
  type: string;
  status: string;
  vehicleId: string;
  vehicleCode: string;
  area: AreaRef | null;
  note: string | null;
  createdBy: PersonRef | null;
  holder: PersonRef | null;
  startedBy: PersonRef | null;
  startedAt: string | null;
  endedAt: string | null;
  endedBy: PersonRef | null;
  endReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OpsTaskHistoryView {
  _id: string;
  action: string;
  by: PersonRef | null;
  for: PersonRef | null;
  lat: number | null;
  lng: number | null;
  distanceMetres: number | null;
  locationBypassed: boolean;
  note: string | null;
  createdAt: string;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Rows as the schema's OpsTask, names looked up once for the whole page. */
export async function opsTaskViews(db: Db | Tx, rows: OpsTaskRow[]): Promise<OpsTaskView[]> {
  const names = await namesFor(
    db,
    rows.flatMap((r) => [r.createdBy, r.holderId, r.startedBy, r.endedBy]),
    rows.map((r) => r.areaId),
  );
  return rows.map((r) => ({
    _id: r.id,
    type: r.type,
    status: r.status,
    vehicleId: r.vehicleId,
    vehicleCode: r.vehicleCode,
    area: names.area(r.areaId),
    note: r.note,
    createdBy: names.person(r.createdBy),
    holder: names.person(r.holderId),
    startedBy: names.person(r.startedBy),
    startedAt: iso(r.startedAt),
    endedAt: iso(r.endedAt),
    endedBy: names.person(r.endedBy),
    endReason: r.endReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function opsTaskHistoryViews(
  db: Db | Tx,
  rows: OpsTaskHistoryRow[],
): Promise<OpsTaskHistoryView[]> {
  const names = await namesFor(
    db,
    rows.flatMap((r) => [r.byUserId, r.forUserId]),
    [],
  );
  return rows.map((r) => ({
    _id: r.id,
    action: r.action,
    by: names.person(r.byUserId),
    for: names.person(r.forUserId),
    lat: r.lat,
    lng: r.lng,
    distanceMetres: r.distanceMetres,
    locationBypassed: r.locationBypassed,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  }));
}
