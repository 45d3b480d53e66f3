/**
 * Views counted in memory between two writes (decision 039): a count per listing per Asia/Dhaka day,
 * taken whole by the next flush. Only numbers are held: nothing about who looked.
 */
import { dhakaDay } from '@nestlane/shared';

export type DailyViews = { propertyId: string; day: string; views: number };

export function createViewTally() {
  let counts = new Map<string, DailyViews>();
  return {
    add(propertyId: string, moment = new Date()) {
      const day = dhakaDay(moment);
      const key = `${propertyId}|${day}`;
      const current = counts.get(key);
      if (current) current.views += 1;
      else counts.set(key, { propertyId, day, views: 1 });
    },
    /** How many listing-days wait for the next flush. */
    get size() {
      return counts.size;
    },
    /** Everything counted so far; the tally starts again from nothing. */
    take(): DailyViews[] {
      const taken = [...counts.values()];
      counts = new Map();
      return taken;
    },
    /** Counts a failed write gives back, so the next flush tries them again. */
    restore(rows: DailyViews[]) {
      for (const row of rows) {
        const key = `${row.propertyId}|${row.day}`;
        const current = counts.get(key);
        if (current) current.views += row.views;
        else counts.set(key, { ...row });
      }
    },
  };
}

export type ViewTally = ReturnType<typeof createViewTally>;
