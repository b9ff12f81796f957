import type { Db, Tx } from '../../platform/db/client';
import { namesFor, type AreaRef, type PersonRef } from '../users/index';
import type { MaintenanceRecordRow, MaintenanceTicketRow } from './tables';

export interface MaintenanceTicketView {
  _id: string;
  status: string;
  vehicleId: string;
  vehicleCode: string;
  area: AreaRef | null;
  description: string;
  openedBy: PersonRef | null;
  reviewedBy: PersonRef | null;
  reviewedAt: string | null;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MaintenanceRecordView {
  _id: string;
  status: string;
  vehicleId: string;
  vehicleCode: string;
  area: AreaRef | null;
  ticketId: string | null;
  problem: string;
  workDone: string | null;
  createdBy: PersonRef | null;
  submittedBy: PersonRef | null;
  submittedAt: string | null;
  resolvedBy: PersonRef | null;
  resolvedAt: string | null;
  rejections: number;
  lastRejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function ticketViews(
  db: Db | Tx,
  rows: MaintenanceTicketRow[],
): Promise<MaintenanceTicketView[]> {
  const names = await namesFor(
    db,
    rows.flatMap((r) => [r.openedBy, r.reviewedBy]),
    rows.map((r) => r.areaId),
  );
  return rows.map((r) => ({
    _id: r.id,
    status: r.status,
    vehicleId: r.vehicleId,
    vehicleCode: r.vehicleCode,
    area: names.area(r.areaId),
    description: r.description,
    openedBy: names.person(r.openedBy),
    reviewedBy: names.person(r.reviewedBy),
    reviewedAt: iso(r.reviewedAt),
    rejectionReason: r.rejectionReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function recordViews(
  db: Db | Tx,
  rows: MaintenanceRecordRow[],
): Promise<MaintenanceRecordView[]> {
  const names = await namesFor(
    db,
    rows.flatMap((r) => [r.createdBy, r.submittedBy, r.resolvedBy]),
    rows.map((r) => r.areaId),
  );
  return rows.map((r) => ({
    _id: r.id,
    status: r.status,
    vehicleId: r.vehicleId,
    vehicleCode: r.vehicleCode,
    area: names.area(r.areaId),
    ticketId: r.ticketId,
    problem: r.problem,
    workDone: r.workDone,
    createdBy: names.person(r.createdBy),
    submittedBy: names.person(r.submittedBy),
    submittedAt: iso(r.submittedAt),
    resolvedBy: names.person(r.resolvedBy),
    resolvedAt: iso(r.resolvedAt),
    rejections: r.rejections,
    lastRejectionReason: r.lastRejectionReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
