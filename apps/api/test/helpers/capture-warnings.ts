/** Every warning an app logs while `run` runs (refusals say why in the log, decision 046). */
import type { FastifyInstance } from 'fastify';

export async function captureWarnings(app: FastifyInstance, run: () => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  const log = app.log;
  const original = log.warn.bind(log);
  log.warn = ((object: unknown, text?: string) => {
    lines.push({ ...(typeof object === 'object' ? object : {}), msg: text });
    return original(object as object, text as string);
  }) as typeof log.warn;
  try {
    await run();
  } finally {
    log.warn = original;
  }
  return lines;
}
