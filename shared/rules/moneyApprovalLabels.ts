import { MONEY_APPROVAL_KINDS, type MoneyApprovalKind } from './moneyApprovals';

/** What each kind of held money edit is called, on the approvals page and in its export. */
export const MONEY_APPROVAL_KIND_LABELS: Record<MoneyApprovalKind, string> = {
  BALANCE_EDIT: 'Balance edit',
  RIDE_COMPENSATION: 'Ride compensation',
  SETTLEMENT: 'Settlement',
  MANUAL_BILL: 'Manual bill',
};

const isKind = (kind: string): kind is MoneyApprovalKind => (MONEY_APPROVAL_KINDS as readonly string[]).includes(kind);

/** The page reads the kind as GraphQL text: a kind newer than these labels shows as stored. */
export const moneyApprovalKindLabel = (kind: string): string => (isKind(kind) ? MONEY_APPROVAL_KIND_LABELS[kind] : kind);
