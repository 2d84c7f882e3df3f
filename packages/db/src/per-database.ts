import type { Db } from './client';

/**
 * Something built once per database handle — typically a prepared query, so that a hot request
 * neither builds its SQL again nor has the database plan it again. A transaction is a handle of its
 * own and gets its own.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}
