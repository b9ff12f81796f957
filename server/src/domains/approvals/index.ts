/** The approvals domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { registerHeldChangeExecutor, walletOf } from './executors';
export { holdIfAboveThreshold, holdSettingChange } from './hold';
export { moneyLimitsOf, thresholdPiastersFor } from './limitsStore';
export { approvalViews, type MoneyApprovalView } from './present';
export { type MoneyApprovalRow, moneyApprovals } from './tables';
