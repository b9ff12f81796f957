-- Issue 25 item 2: the first Super Admin gets a one-time password from `create-admin`, printed
-- once; until they choose their own, their sessions may only change it (graphql/gates.ts).
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
