-- searchUsers (issue 7 §2) matches prefixes of the phone, name, email and national ID.
-- text_pattern_ops lets LIKE 'prefix%' use a btree whatever the database collation.
CREATE INDEX users_phone_prefix_idx ON users (phone_number text_pattern_ops);
CREATE INDEX users_name_prefix_idx ON users (lower(name) text_pattern_ops);
CREATE INDEX users_email_prefix_idx ON users (lower(email) text_pattern_ops) WHERE email IS NOT NULL;
CREATE INDEX users_national_id_prefix_idx ON users (national_id text_pattern_ops) WHERE national_id IS NOT NULL;
-- getUsers filters and sorts by balance (the negative-balance filter, the balance column).
CREATE INDEX users_balance_idx ON users (balance_piasters);
