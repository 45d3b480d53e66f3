/**
 * What a person set out to do when they had to sign in first (issue 27, decisions 061 and 065): a heart a
 * visitor tapped, a message or an offer a signed-in person was filling in when their session ended. Kept
 * in this tab's sessionStorage (gone with the tab, never sent anywhere), so the page can finish the heart
 * or put the message or the offer back once they are signed in again. A browser without storage simply
 * forgets, as before.
 */

type Intents = {
  /** A wish-list heart tapped by a visitor, finished on the page it was tapped on. */
  wish: { path: string };
  /** A message typed to the agent, and whose it was: it is given back to that person only. */
  message: { text: string; userId: string };
  /** An offer being filled in on Make Offer (the amount as typed, the date as picked), and whose it was. */
  offer: { amount: number | null; date: string; userId: string };
};
export type IntentKind = keyof Intents;

/**
 * Each intent is kept under the id its page's path names: a listing's for a heart or a message
 * ('/propertyDetail/<id>'), the wish-list item's for an offer ('/dashboard/makeAnOffer/<id>').
 */
function storageKey(kind: IntentKind, id: string): string {
  return `nestlane-intent:${kind}:${id}`;
}

export function savePendingIntent<Kind extends IntentKind>(kind: Kind, id: string, intent: Intents[Kind]) {
  try {
    sessionStorage.setItem(storageKey(kind, id), JSON.stringify(intent));
  } catch {
    // Storage disabled or full: the intent is not kept, nothing else changes.
  }
}

export function readPendingIntent<Kind extends IntentKind>(kind: Kind, id: string): Intents[Kind] | null {
  try {
    const stored = sessionStorage.getItem(storageKey(kind, id));
    return stored ? (JSON.parse(stored) as Intents[Kind]) : null;
  } catch {
    return null;
  }
}

export function clearPendingIntent(kind: IntentKind, id: string) {
  try {
    sessionStorage.removeItem(storageKey(kind, id));
  } catch {
    // Nothing was stored.
  }
}

/** What a session's end can leave unsent on a page: the kind of intent its form keeps, by its path. */
const FORMS_KEPT_ON_PAGES: [RegExp, 'message' | 'offer'][] = [
  [/^\/propertyDetail\/([^/?#]+)/, 'message'],
  [/^\/dashboard\/makeAnOffer\/([^/?#]+)/, 'offer'],
];

/** The message or offer kept for the page at `path` (a session ended there), or null. */
export function findUnsentIntentOfPath(path: string | undefined): 'message' | 'offer' | null {
  for (const [pattern, kind] of FORMS_KEPT_ON_PAGES) {
    const id = pattern.exec(path ?? '')?.[1];
    if (id) return readPendingIntent(kind, id) === null ? null : kind;
  }
  return null;
}
