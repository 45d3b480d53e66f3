import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bnMessages } from './bn-catalog';
import { activateLocale } from './locale';
import { localizePlace } from './place-names';

// Vitest runs from the repository or from apps/web (happy-dom gives import.meta.url an http address).
const sourceFolder =
  ['apps/web/src', 'src'].map((folder) => join(process.cwd(), folder)).find(existsSync) ?? '';

function findBanglaCatalogs(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return findBanglaCatalogs(path);
    return entry.name === 'bn.json' && path.includes('/locales/') ? [path] : [];
  });
}

describe('the Bangla chunk', () => {
  it('holds every Bangla catalog of the web app, each message once', () => {
    const catalogs = findBanglaCatalogs(sourceFolder);
    expect(catalogs.length).toBeGreaterThan(20);
    const ids = catalogs.flatMap((path) => Object.keys(JSON.parse(readFileSync(path, 'utf8'))));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(bnMessages).sort()).toEqual([...ids].sort());
  });

  it('names the places in Bangla once Bangla is chosen', async () => {
    await activateLocale('bn');
    expect(localizePlace('Gulshan')).toBe('গুলশান');
    expect(localizePlace('Chattogram')).toBe('চট্টগ্রাম');
    expect(localizePlace('Nowhere Town')).toBe('Nowhere Town');
  });
});
