const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Projects, users, voices and jobs are named by UUIDs: anything else names nothing, so it can be answered as missing
 * without asking the database (which would refuse it as a uuid anyway).
 */
export const isUuid = (id: string): boolean => UUID.test(id);
