/**
 * A share of the database pool for one kind of request (decision 067). Searches take any text and any
 * filters, so a flood of costly ones (each up to the statement timeout) could hold every pooled
 * connection, and a sign-in or a listing's page would then wait for one. Searches run through a budget
 * of fewer connections than the pool holds: past it they queue, and one that waited `maxWaitMs` without a
 * turn answers 503 SEARCH_BUSY at once, so the rest of the app always finds a connection free.
 *
 * Written here rather than taken from p-limit or async-sema: neither lets a waiting task give up after a
 * deadline, which is the point of the budget.
 */
import { API_MESSAGES, AppError } from '../lib/app-error';

export type ConnectionBudget = {
  /** Runs `work` once a slot is free; rejects with 503 SEARCH_BUSY if none frees within the wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  stats(): { active: number; waiting: number };
};

export function createConnectionBudget({
  slots,
  maxWaitMs,
  maxWaiting = 100,
}: {
  slots: number;
  maxWaitMs: number;
  /** A longer queue answers busy at once: its last would not get a turn within the wait anyway. */
  maxWaiting?: number;
}): ConnectionBudget {
  let active = 0;
  const waiting: Array<() => void> = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  function takeSlot(): Promise<void> {
    if (active < slots) {
      active += 1;
      return Promise.resolve();
    }
    if (waiting.length >= maxWaiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      // The slot passes straight from the releasing task to this one: `active` stays as it is.
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(busy());
      }, maxWaitMs);
      waiting.push(turn);
    });
  }

  return {
    async run(work) {
      await takeSlot();
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ active, waiting: waiting.length }),
  };
}

function busy() {
  return new AppError('SEARCH_BUSY', API_MESSAGES.searchBusy);
}
