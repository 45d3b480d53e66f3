/**
 * The web app's Bangla, read from its catalogs (decision 040), so a spec finds what a reader of Bangla sees
 * by the same message the app shows rather than a copy of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_SOURCE = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));

type Messages = Record<string, string>;

function readCatalog(folder: string): Messages {
  return JSON.parse(readFileSync(join(WEB_SOURCE, folder, 'locales/bn.json'), 'utf8')) as Messages;
}

const catalogs = new Map<string, Messages>();

/**
 * A Bangla message by its id, its `{name}` placeholders filled (plain placeholders only). The catalog is
 * the id's first part: `common.*` the shell's, `dashboard.*` the dashboard frame's, else the feature's.
 */
export function bangla(id: string, values: Record<string, string> = {}): string {
  const prefix = id.split('.')[0] ?? '';
  const folder =
    prefix === 'common'
      ? '.'
      : prefix === 'dashboard'
        ? 'app/layouts/dashboard'
        : `features/${prefix.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  if (!catalogs.has(folder)) catalogs.set(folder, readCatalog(folder));
  const message = catalogs.get(folder)?.[id];
  if (message === undefined) throw new Error(`no Bangla message ${id} in ${folder}/locales/bn.json`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

let apiMessages: Messages | undefined;

/** The Bangla of a spec string or an API message constant (keyed by its English text). */
export function banglaOf(english: string): string {
  apiMessages ??= JSON.parse(
    readFileSync(join(WEB_SOURCE, 'locales/api-messages/bn.json'), 'utf8'),
  ) as Messages;
  const message = apiMessages[english];
  if (message === undefined) throw new Error(`no Bangla for "${english}" in locales/api-messages/bn.json`);
  return message;
}

function findCatalogFolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (!entry.isDirectory()) return [];
    return entry.name === 'locales' ? [path] : findCatalogFolders(path);
  });
}

let englishOnly: Set<string> | undefined;

/**
 * The English texts of every catalog whose Bangla is different, without placeholders: seen on a page
 * read in Bangla, each is a string left untranslated there.
 */
export function listEnglishTexts(): Set<string> {
  if (englishOnly) return englishOnly;
  englishOnly = new Set();
  for (const folder of findCatalogFolders(WEB_SOURCE)) {
    for (const sub of [folder, join(folder, 'api-messages')]) {
      let english: Messages;
      let translated: Messages;
      try {
        english = JSON.parse(readFileSync(join(sub, 'en.json'), 'utf8')) as Messages;
        translated = JSON.parse(readFileSync(join(sub, 'bn.json'), 'utf8')) as Messages;
      } catch {
        continue;
      }
      for (const [id, text] of Object.entries(english)) {
        if (/[{}<]/.test(text) || translated[id] === text || !/[a-z]{3}/i.test(text)) continue;
        englishOnly.add(text.trim());
      }
    }
  }
  return englishOnly;
}
