/**
 * A metrics collector that cannot break the scrape (decision 058): prom-client answers a scrape only
 * when every collector resolves, so one that throws (the database is down) or hangs would make the
 * whole of /api/metrics a 500 with the error's text (SQL included). Guarded, it gives up after
 * `timeoutMs`, leaves its own series empty, and says so in `nestlane_collector_up{collector}`.
 */
export const COLLECT_TIMEOUT_MS = 2000;

export type CollectorState = { set: (labels: { collector: string }, value: number) => void };

export async function collectGuarded(
  collector: string,
  up: CollectorState,
  collect: () => Promise<void>,
  onFailure: () => void,
  timeoutMs = COLLECT_TIMEOUT_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${collector} collector timed out`)), timeoutMs);
  });
  try {
    await Promise.race([collect(), timeout]);
    up.set({ collector }, 1);
  } catch {
    onFailure();
    up.set({ collector }, 0);
  } finally {
    clearTimeout(timer);
  }
}
