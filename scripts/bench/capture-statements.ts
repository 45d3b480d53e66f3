/**
 * The statements the app sends to PostgreSQL while a function runs, with their values, for benchmarks
 * that replay or EXPLAIN them. Patches node-postgres's Client once (only Client: Pool.query hands every
 * statement to a Client, so patching both saw each twice).
 */
import pg from 'pg';

export type CapturedStatement = { text: string; values?: unknown[] };

let capture: CapturedStatement[] | undefined;
const clientPrototype = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
const originalQuery = clientPrototype.query;
clientPrototype.query = function (this: unknown, ...args: unknown[]) {
  const [first, second] = args;
  if (capture) {
    // node-postgres takes (text, values) or ({ text, values? }, values).
    const config: CapturedStatement =
      typeof first === 'string' ? { text: first } : (first as CapturedStatement);
    const params = config.values ?? (Array.isArray(second) ? second : undefined);
    if (typeof config.text === 'string') capture.push({ text: config.text, values: params });
  }
  return originalQuery.apply(this, args);
};

/** Runs `work` and answers its result with the statements sent meanwhile (one capture at a time). */
export async function captureStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: CapturedStatement[] }> {
  const statements: CapturedStatement[] = [];
  capture = statements;
  try {
    return { result: await work(), statements };
  } finally {
    capture = undefined;
  }
}
