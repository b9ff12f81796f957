import { promocodeExpiryOf, type PromocodeExpiry } from '@ops/shared/rules/promocode';
import { toEgp } from '@ops/shared/rules/money';
import type { promocodes } from './tables';

type PromocodeRow = typeof promocodes.$inferSelect;

export interface PromocodeView {
  _id: string;
  code: string;
  type: string;
  value: number;
  usedCount: number;
  maxUses: number | null;
  startDate: string | null;
  expirationDate: string | null;
  expiry: PromocodeExpiry;
  active: boolean;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A specificValue code's value is stored in piasters and shown in EGP; the others are counts. */
export const promocodeValue = (row: Pick<PromocodeRow, 'type' | 'value'>): number =>
  row.type === 'specificValue' ? toEgp(row.value) : row.value;

export function promocodeView(row: PromocodeRow, now: Date): PromocodeView {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value: promocodeValue(row),
    usedCount: row.usedCount,
    maxUses: row.maxUses,
    startDate: row.startDate?.toISOString() ?? null,
    expirationDate: row.expirationDate?.toISOString() ?? null,
    expiry: promocodeExpiryOf(row.expirationDate, now),
    active: row.active,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
