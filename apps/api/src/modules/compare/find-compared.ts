import type { CompareResponse } from '@nestlane/shared';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { isPublicProperty, selectPropertiesWithAgent, toPropertyJson } from '../properties/public-property';

/** The public listings among `ids` in the order asked, and the ids that are not (unknown, pending, a fraud's). */
export async function findCompared(db: Database, ids: readonly string[]): Promise<CompareResponse> {
  const rows = await selectPropertiesWithAgent(db).where(
    and(isPublicProperty(), inArray(properties.id, [...ids])),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPropertyJson(row)] : [];
  });
  return { properties: found, missingIds: ids.filter((id) => !byId.has(id)) };
}
