-- (Named 0011_user_search_statistics.sql for a few minutes; IF NOT EXISTS lets a database that ran
-- that first version apply this one too.)

-- searchUsers (issue 7 §2) ORs four prefix conditions and sorts newest first. The email
-- prefix index (0007) is partial, and PostgreSQL keeps no statistics for a partial index's
-- expression, so `lower(email) LIKE 'x%'` was guessed at 0.5% of all users (5,000 of
-- 1,000,000): the planner then walked users_created_at_idx backwards through every user
-- instead of OR-ing the four prefix indexes (34 s instead of milliseconds in the rider-scale
-- benchmark, bench/riderScalePlans.md). Statistics on the expression give it real numbers.
CREATE STATISTICS IF NOT EXISTS users_lower_email_stats ON (lower(email)) FROM users;
ANALYZE users;

-- getUsers by area (the desk's usual first filter) with type and balance, counted for the
-- total: an index-only count instead of visiting every matching rider's row (1 s for 52,000
-- owing riders of one area at rider scale), and balance order within an area from the index.
CREATE INDEX IF NOT EXISTS users_area_type_balance_idx ON users (area_id, type, balance_piasters);
