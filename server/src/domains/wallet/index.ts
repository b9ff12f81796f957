/**
 * The wallet domain's front door: what other domains may use of it (server/README.md, the
 * layering rule). The ledger, the wallet log's views and the balance dialogs' checks; not the
 * services, which reach approvals and tasks (whose paths come back here).
 */
export { checkAmount, checkReason, type ReasonInput } from './checks';
export { applyBalanceChange, type WalletLogRow } from './ledger';
export { WALLET_MESSAGES } from './messages';
export { type PersonRef, selectWalletLogViews, walletLogViewsByIds, type WalletLogView } from './present';
export { walletAutoCharges, walletChargePlans, type WalletLogType, walletLogs } from './tables';
