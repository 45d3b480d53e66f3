/**
 * Statements built once per database (decisions 023 and 043): Drizzle renders a select's SQL from its
 * builder on every execution, the same text each time for a query of one shape. A prepared query keeps
 * the text and its placeholders; each execution fills in its values. Prepared without a name, so
 * PostgreSQL parses and plans each execution with its values as before (a named statement would switch
 * to a generic plan after five runs, blind to the selectivity the search's indexes were chosen for,
 * decisions 024 and 025), and nothing is kept on the connections.
 *
 * Kept per database handle (a WeakMap: the tests open many), since a prepared query belongs to the
 * Drizzle instance that built it; a statement prepared on `db` runs on the pool, never inside a
 * transaction.
 */
import type { Database } from './client';

/** Shapes kept per database: far more than real searches use; the oldest goes first beyond it. */
const MAX_SHAPES = 500;

/** A name for `.prepare()` that node-postgres treats as no name: an unnamed statement. */
export const UNNAMED_STATEMENT = '';

/** Statements of many shapes (a search's filters), each built at its shape's first use. */
export function createStatementCache<Statement>() {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  return function findStatement(db: Database, key: string, prepare: () => Statement): Statement {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = new Map();
      byDatabase.set(db, statements);
    }
    let statement = statements.get(key);
    if (statement === undefined) {
      if (statements.size >= MAX_SHAPES) statements.delete(statements.keys().next().value as string);
      statement = prepare();
      statements.set(key, statement);
    }
    return statement;
  };
}

/**
 * A statement of one shape (a listing by its id, an agent by email), built at its first use on each
 * database: `prepare` writes the query over `sql.placeholder(…)`s and ends with
 * `.prepare(UNNAMED_STATEMENT)`; callers `.execute({ … })` it with the values.
 */
export function prepareOnce<Statement>(prepare: (db: Database) => Statement): (db: Database) => Statement {
  const byDatabase = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
