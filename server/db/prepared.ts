/**
 * Statements prepared once per database handle and name: building a query with the ORM can cost more
 * than running it. The name is the prepared statement's name, so one name must always mean one SQL text.
 */
const statements = new WeakMap<object, Map<string, unknown>>();

export function preparedOnce<T>(db: object, name: string, prepare: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, prepare(name));
  return byName.get(name) as T;
}
