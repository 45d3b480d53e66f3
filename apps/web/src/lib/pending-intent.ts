/**
 * What a person set out to do on a listing when they had to sign in first (issue 27, decision 061):
 * a heart a visitor tapped, a message a signed-in person was typing when their session ended. Kept in
 * this tab's sessionStorage (gone with the tab, never sent anywhere), so the listing's page can finish
 * the heart or put the message back once they are signed in again. A browser without storage simply
 * forgets, as before.
 */

type Intents = {
  /** A wish-list heart tapped by a visitor, finished on the page it was tapped on. */
  wish: { path: string };
  /** A message typed to the agent, and whose it was: it is given back to that person only. */
  message: { text: string; userId: string };
};
export type IntentKind = keyof Intents;

function storageKey(kind: IntentKind, propertyId: string): string {
  return `nestlane-intent:${kind}:${propertyId}`;
}

export function savePendingIntent<Kind extends IntentKind>(
  kind: Kind,
  propertyId: string,
  intent: Intents[Kind],
) {
  try {
    sessionStorage.setItem(storageKey(kind, propertyId), JSON.stringify(intent));
  } catch {
    // Storage disabled or full: the intent is not kept, nothing else changes.
  }
}

export function readPendingIntent<Kind extends IntentKind>(
  kind: Kind,
  propertyId: string,
): Intents[Kind] | null {
  try {
    const stored = sessionStorage.getItem(storageKey(kind, propertyId));
    return stored ? (JSON.parse(stored) as Intents[Kind]) : null;
  } catch {
    return null;
  }
}

export function clearPendingIntent(kind: IntentKind, propertyId: string) {
  try {
    sessionStorage.removeItem(storageKey(kind, propertyId));
  } catch {
    // Nothing was stored.
  }
}

/** The listing a page path is about ('/propertyDetail/<id>'), or null. */
export function findListingOfPath(path: string | undefined): string | null {
  return /^\/propertyDetail\/([^/?#]+)/.exec(path ?? '')?.[1] ?? null;
}
