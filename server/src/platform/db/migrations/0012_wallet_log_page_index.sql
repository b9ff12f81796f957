-- getWalletLogging for one rider (issue 7 §3; bench/riderScalePlans.md) reads a page as a
-- deferred join: the page's ids first, in (created_at DESC, id DESC) order, then those 50
-- rows with their people (wallet/present.ts walletLogViewsPage). With the id in the index
-- the id pick is an index-only scan, so page 200 of a rider with 35,000 logs skips 9,950
-- index entries instead of visiting 9,950 rows of the table; the id also orders ties on
-- created_at inside the index instead of in a sort. The type rides along (INCLUDE): a rider's
-- logs of one type ("this rider's fines") are then picked and counted from the index too;
-- without it the planner ANDed this index with wallet_logs_type_idx's 454,000 FINE entries
-- for the count (170 ms at rider scale instead of a few).
CREATE INDEX IF NOT EXISTS wallet_logs_user_page_idx ON wallet_logs (user_id, created_at DESC, id DESC) INCLUDE (type);

-- wallet_logs_user_idx (user_id, created_at DESC) is this index's leading part: every query
-- it served (a rider's logs newest first, the rider's count, the export's keyset for one
-- rider) is served by the new one. Keeping both would write two index entries per ledger
-- entry for nothing.
DROP INDEX IF EXISTS wallet_logs_user_idx;
