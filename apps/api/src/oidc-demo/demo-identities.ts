/**
 * Who signed in at the demo provider. Anyone may type any name and email, so the subject is
 * derived from the email alone (the same email is the same demo identity, whatever name is
 * typed) and the claims are kept in memory just long enough for the code exchange that
 * follows: the demo provider is one process, offline, and never the source of truth —
 * the Nestlane user it creates is.
 */
import { createHash } from 'node:crypto';

export type DemoIdentity = { sub: string; email: string; name: string };

const CAPACITY = 1000;

export function findDemoSubject(email: string): string {
  return `demo-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

export type DemoIdentityStore = {
  rememberIdentity: (fields: { email: string; name: string }) => DemoIdentity;
  findIdentity: (sub: string) => DemoIdentity | undefined;
};

export function createDemoIdentityStore(): DemoIdentityStore {
  const identities = new Map<string, DemoIdentity>();
  return {
    rememberIdentity({ email, name }) {
      const identity = { sub: findDemoSubject(email), email: email.trim().toLowerCase(), name: name.trim() };
      // Re-inserted so the Map's order is "least recently signed in first", then trimmed.
      identities.delete(identity.sub);
      identities.set(identity.sub, identity);
      for (const oldest of identities.keys()) {
        if (identities.size <= CAPACITY) break;
        identities.delete(oldest);
      }
      return identity;
    },
    findIdentity: (sub) => identities.get(sub),
  };
}
