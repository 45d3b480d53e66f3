/**
 * The demo outbox: mail that has nowhere to go (no SMTP_URL) is kept in one JSON file in
 * DATA_DIR, newest first, so the demo can show it (GET /api/outbox). A file rather than a
 * table: it is a demo convenience, not data, and it needs no migration.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { outboxMessageSchema } from '@nestlane/shared';
import { z } from 'zod';

/**
 * A message as the file keeps it: `owner`, the hashed inbox key of the browser that asked
 * (lib/inbox-owner.ts); `key`, the mail's idempotency key, kept once (decision 058).
 */
const storedMessageSchema = outboxMessageSchema.extend({
  owner: z.string().optional(),
  key: z.string().optional(),
});
export type StoredOutboxMessage = z.infer<typeof storedMessageSchema>;

/** Enough for a demo; older messages fall off the end. */
export const OUTBOX_CAPACITY = 50;
const OUTBOX_FILE = 'outbox.json';

/** Writes to one file are chained, so two messages sent at once never overwrite each other. */
const pendingWrites = new Map<string, Promise<unknown>>();

function findOutboxPath(dataDir: string): string {
  return join(dataDir, OUTBOX_FILE);
}

/** Newest first; a missing or unreadable file is an empty outbox. */
export async function readOutboxMessages(dataDir: string): Promise<StoredOutboxMessage[]> {
  try {
    const text = await readFile(findOutboxPath(dataDir), 'utf8');
    const parsed = z.array(storedMessageSchema).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

async function writeMessage(dataDir: string, message: StoredOutboxMessage) {
  const path = findOutboxPath(dataDir);
  const kept = await readOutboxMessages(dataDir);
  // A retried send of a message already kept (decision 058).
  if (message.key !== undefined && kept.some((old) => old.key === message.key)) return;
  const messages = [message, ...kept].slice(0, OUTBOX_CAPACITY);
  await mkdir(dataDir, { recursive: true });
  // Written beside the file, then renamed: a reader never sees half a file.
  const temporaryPath = `${path}.${process.pid}.tmp`;
  await writeFile(temporaryPath, JSON.stringify(messages, null, 2), { mode: 0o600 });
  await rename(temporaryPath, path);
}

export async function appendOutboxMessage(dataDir: string, message: StoredOutboxMessage): Promise<void> {
  const previous = pendingWrites.get(dataDir) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(() => writeMessage(dataDir, message));
  pendingWrites.set(dataDir, current);
  try {
    await current;
  } finally {
    if (pendingWrites.get(dataDir) === current) pendingWrites.delete(dataDir);
  }
}
