const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else can never be a row of the caller, so it is answered like a missing row. */
export const isUuid = (value: string) => UUID.test(value);
