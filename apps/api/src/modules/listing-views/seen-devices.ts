/**
 * Which devices have already been counted for a listing today (decision 044), so a reload does not
 * count again. A device is known by its `nestlane-device` cookie, or, without one (a first look, a
 * browser that refuses or clears cookies), by its address and user agent. The
 * day is Asia/Dhaka's, the day the people reading the statistics live in; the memory starts afresh
 * each day and holds only hashes.
 */
import { createHash } from 'node:crypto';
import { dhakaDay } from '@nestlane/shared';

/** Listing-device pairs remembered per day on one instance; past it, the oldest half is forgotten. */
const MAX_REMEMBERED = 200_000;

function hash(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 22);
}

export type DeviceMarks = {
  /** The device cookie's key, sent by the browser or given in this answer. */
  deviceKey: string;
  /** Whether the browser sent the key (false: given now, so it proves nothing yet). */
  hasCookie: boolean;
  address: string;
  userAgent: string;
};

export function createSeenDevices() {
  let day = '';
  let seen = new Set<string>();
  return {
    /**
     * True the first time today that this device looks at a listing. A browser with our cookie is
     * known by it alone (people behind one carrier's address with the same phone stay apart); one
     * without it, by address and user agent. Both marks are remembered, so the reload that brings
     * the cookie given now is the same device.
     */
    isFirstLook(propertyId: string, marks: DeviceMarks, moment = new Date()): boolean {
      const today = dhakaDay(moment);
      if (today !== day) {
        day = today;
        seen = new Set();
      }
      const byCookie = hash(propertyId, 'device', marks.deviceKey);
      const byAddress = hash(propertyId, 'address', marks.address, marks.userAgent);
      const isFirst = !seen.has(marks.hasCookie ? byCookie : byAddress);
      if (seen.size + 2 > MAX_REMEMBERED) seen = new Set([...seen].slice(seen.size / 2));
      seen.add(byCookie);
      seen.add(byAddress);
      return isFirst;
    },
  };
}
