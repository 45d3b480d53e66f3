/**
 * Search statements built once per database and shape (decision 023 "Server CPU per request"):
 * Drizzle renders a select's SQL from its builder on every execution, a fifth of a search's CPU, the
 * same text for every search of one shape. A prepared query keeps the text and its placeholders;
 * each search fills in its values. Prepared without a name, so PostgreSQL parses and plans each
 * execution with its values as before (a named statement would switch to a generic plan after five
 * runs, blind to the selectivity the search's indexes were chosen for, decisions 024 and 025).
 */
import type { Database } from '../../db/client';

/** Shapes kept per database: far more than real searches use; the oldest goes first beyond it. */
const MAX_SHAPES = 500;

/** A name for `.prepare()` that node-postgres treats as no name: an unnamed statement. */
export const UNNAMED_STATEMENT = '';

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
