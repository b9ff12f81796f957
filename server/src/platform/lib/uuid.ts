const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid; a uuid column compared with anything else makes PostgreSQL fail the query, not miss. */
export const isUuid = (value: string): boolean => UUID.test(value);
