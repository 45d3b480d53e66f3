/**
 * 'Price reduced' in the search's JSON (decision 038): do the search's plans stay the same? On a
 * database seeded by `npm run bench:search -- --database <name> --keep`, marks a share of the listings
 * as recently cut, answers each search scenario once through the real app to capture the statements its
 * request sends (capture-statements.ts), then EXPLAINs each statement as it is and with the
 * priceReducedAt field taken out of its JSON: the plans' shapes (node, index, relation, join) must be
 * equal. Then times both with EXPLAIN ANALYZE, alternating, and prints the medians.
 *
 * Usage: npx tsx scripts/bench/price-reduced-plans.ts --database nl_p_bench [--rounds 15] [--only 'word,area']
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test (the server holding the database)
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { captureRequestStatements, installStatementCapture } from './capture-statements';
import { SCENARIOS, SEARCH_PATH } from './scenarios';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    rounds: { type: 'string', default: '15' },
    only: { type: 'string' },
    'cut-share': { type: 'string', default: '0.03' },
  },
});
if (!values.database) throw new Error('--database: a database seeded by bench:search --keep');
const server = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test');
server.pathname = `/${values.database}`;
const rounds = Number(values.rounds);
const only = values.only?.split(',').map((name) => name.trim());

/** The JSON's 'Price reduced' field, as property-json-sql.ts writes it. */
const PRICE_REDUCED_FIELD = /, case when "properties"\."price_cut_at" > .*? end as "priceReducedAt"/;

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Join Type'?: string;
  Plans?: PlanNode[];
};

function describeShape(node: PlanNode): string {
  const parts = [node['Node Type'], node['Join Type'], node['Relation Name'], node['Index Name']].filter(
    Boolean,
  );
  const children = (node.Plans ?? []).map(describeShape).join(', ');
  return `${parts.join(' ')}${children ? ` (${children})` : ''}`;
}

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

async function main() {
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query('set jit = off');
  const share = Number(values['cut-share']);
  const marked = await client.query(
    `update properties set price_cut_at = now() - (random() * interval '40 days') where price_cut_at is null and random() < $1`,
    [share],
  );
  if ((marked.rowCount ?? 0) > 0) await client.query('analyze properties');
  const { rows: counts } = await client.query(
    `select count(*)::int as listings, count(price_cut_at)::int as cut,
            count(*) filter (where price_cut_at > now() - interval '30 days')::int as recent from properties`,
  );
  console.log(
    `listings ${counts[0].listings}, with a cut ${counts[0].cut}, recent (shown) ${counts[0].recent}`,
  );

  const config = loadConfig({
    ...process.env,
    DATABASE_URL: server.toString(),
    DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_STATEMENT_TIMEOUT_MS: '0',
  });
  const app = await buildApp(config);
  installStatementCapture(app);
  await app.ready();
  const scenarios = SCENARIOS.filter(
    (scenario) => (scenario.path ?? SEARCH_PATH) === SEARCH_PATH && (scenario.status ?? 200) === 200,
  ).filter((scenario) => !only || only.includes(scenario.name));
  console.log('scenario | plan same | with field ms (median) | without ms | rows with the flag');
  for (const scenario of scenarios) {
    const { result: response, statements: captured } = await captureRequestStatements(() =>
      app.inject({ method: 'GET', url: `${SEARCH_PATH}?${scenario.query}` }),
    );
    const statements = captured.filter((statement) => PRICE_REDUCED_FIELD.test(statement.text));
    if (response.statusCode !== 200 || statements.length === 0) {
      console.log(`${scenario.name} | skipped (${response.statusCode}, ${statements.length} statements)`);
      continue;
    }
    const flagged = (response.json() as { priceReducedAt: string | null }[]).filter(
      (p) => p.priceReducedAt,
    ).length;
    for (const statement of statements) {
      const without = statement.text.replace(PRICE_REDUCED_FIELD, '');
      const shape = async (text: string) => {
        const { rows } = await client.query(`explain (format json, costs off) ${text}`, statement.values);
        return describeShape((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]?.Plan as PlanNode);
      };
      const [withShape, withoutShape] = [await shape(statement.text), await shape(without)];
      const time = async (text: string) => {
        const { rows } = await client.query(
          `explain (analyze, format json, timing off, summary on) ${text}`,
          statement.values,
        );
        return (rows[0]['QUERY PLAN'] as { 'Execution Time': number }[])[0]?.['Execution Time'] ?? Number.NaN;
      };
      const withTimes: number[] = [];
      const withoutTimes: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        withTimes.push(await time(statement.text));
        withoutTimes.push(await time(without));
      }
      console.log(
        `${scenario.name} | ${withShape === withoutShape ? 'yes' : `NO\n  with: ${withShape}\n  without: ${withoutShape}`} | ${median(withTimes).toFixed(2)} | ${median(withoutTimes).toFixed(2)} | ${flagged}`,
      );
    }
  }
  await app.close();
  await client.end();
}

await main();
