/**
 * A person's saved searches: save, list, rename or change the alert, delete. Every statement is
 * scoped to the signed-in person; another's saved search is "not found".
 */
import {
  type CreateSavedSearchBody,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  type UpdateSavedSearchBody,
} from '@nestlane/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { savedSearches } from '../../db/schema-saved-searches';
import { AppError } from '../../lib/app-error';
import { readSavedFilters } from './filter-columns';

type SavedSearchRow = Pick<
  typeof savedSearches.$inferSelect,
  'id' | 'name' | 'query' | 'alert' | 'createdAt'
>;

const listed = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  alert: savedSearches.alert,
  createdAt: savedSearches.createdAt,
};

function toSavedSearchJson(row: SavedSearchRow): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    query: row.query,
    alert: row.alert,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findSavedSearches(db: Database, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select(listed)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearchJson);
}

export async function findSavedSearch(db: Database, userId: string, id: string): Promise<SavedSearch> {
  const [row] = await db
    .select(listed)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
  return toSavedSearchJson(row);
}

/** The person's row is locked while counting, so two saves at once cannot pass the limit together. */
export async function createSavedSearch(
  db: Database,
  userId: string,
  body: CreateSavedSearchBody & { name: string },
): Promise<SavedSearch> {
  const { columns } = readSavedFilters(body.query);
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [kept] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (Number(kept?.total ?? 0) >= MAX_SAVED_SEARCHES) {
      throw new AppError('CONFLICT', SAVED_SEARCH_MESSAGES.limitReached);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ ...columns, userId, name: body.name, alert: body.alert ?? 'instant' })
      .returning(listed);
    if (!row) throw new Error('saved search not written');
    return toSavedSearchJson(row);
  });
}

export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  body: UpdateSavedSearchBody,
): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.alert === undefined ? {} : { alert: body.alert }),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning(listed);
  if (!row) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
  return toSavedSearchJson(row);
}

export async function deleteSavedSearch(
  db: Database,
  userId: string,
  id: string,
): Promise<{ deletedCount: number }> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
  return { deletedCount: deleted.length };
}
