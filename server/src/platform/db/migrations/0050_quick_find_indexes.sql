-- The quick switcher (issue 28 item 4) and the Scooters list's code filter match a lower-cased
-- prefix of the vehicle code; text_pattern_ops lets LIKE 'prefix%' use the btree whatever the
-- database collation (as 0007 does for the users' search).
CREATE INDEX vehicles_code_prefix_idx ON vehicles (lower(code) text_pattern_ops);
