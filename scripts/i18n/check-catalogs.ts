/**
 * `npm run i18n:check` (CI runs it): every catalog of the web app and the API has its English and Bangla
 * files with the same message ids, every message is valid ICU MessageFormat with the same placeholders in
 * both languages, and the API messages' catalog covers every message constant (decision 040).
 * Prints what is wrong and exits 1, or prints the counts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { collectMessageTexts } from './message-constants';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SEARCHED = ['apps/web/src', 'apps/api/src'];
const API_MESSAGES_CATALOG = 'apps/web/src/locales/api-messages';

const problems: string[] = [];

function findEnglishCatalogs(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...findEnglishCatalogs(path));
    else if (entry.name === 'en.json' && path.includes('/locales/')) found.push(path);
  }
  return found;
}

function readCatalog(path: string): Record<string, string> | null {
  try {
    const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new Error('not an object of messages');
    for (const [id, message] of Object.entries(data)) {
      if (typeof message !== 'string') throw new Error(`${id}: not a string`);
    }
    return data as Record<string, string>;
  } catch (error) {
    problems.push(`${relative(root, path)}: ${(error as Error).message}`);
    return null;
  }
}

/** The names of a message's arguments ({name}, {count, plural, …}), nested ones included. */
function argumentNames(tokens: readonly Token[], names = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      names.add(token.arg);
      for (const choice of token.cases) argumentNames(choice.tokens, names);
    }
  }
  return names;
}

function parseMessage(where: string, message: string): Set<string> | null {
  try {
    return argumentNames(parse(message));
  } catch (error) {
    problems.push(`${where}: not valid ICU MessageFormat (${(error as Error).message})`);
    return null;
  }
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

let catalogCount = 0;
let messageCount = 0;
for (const englishPath of SEARCHED.flatMap((folder) => findEnglishCatalogs(join(root, folder)))) {
  const banglaPath = join(dirname(englishPath), 'bn.json');
  const name = relative(root, dirname(englishPath));
  if (!existsSync(banglaPath)) {
    problems.push(`${name}: en.json has no bn.json beside it`);
    continue;
  }
  const english = readCatalog(englishPath);
  const bangla = readCatalog(banglaPath);
  if (!english || !bangla) continue;
  catalogCount += 1;
  for (const id of Object.keys(english))
    if (!(id in bangla)) problems.push(`${name}: "${id}" is missing in bn.json`);
  for (const id of Object.keys(bangla))
    if (!(id in english)) problems.push(`${name}: "${id}" is missing in en.json`);
  for (const [id, message] of Object.entries(english)) {
    messageCount += 1;
    const englishArgs = parseMessage(`${name}/en.json "${id}"`, message);
    const translated = bangla[id];
    if (translated === undefined) continue;
    if (translated.trim() === '') problems.push(`${name}/bn.json "${id}" is empty`);
    const banglaArgs = parseMessage(`${name}/bn.json "${id}"`, translated);
    if (englishArgs && banglaArgs && !sameSet(englishArgs, banglaArgs)) {
      problems.push(
        `${name}: "${id}" has placeholders {${[...englishArgs].join(', ')}} in English but {${[...banglaArgs].join(', ')}} in Bangla`,
      );
    }
  }
}

// The API's and the shared rules' messages: the catalog is keyed by their English text.
const apiCatalog = readCatalog(join(root, API_MESSAGES_CATALOG, 'en.json'));
if (apiCatalog) {
  const texts = collectMessageTexts();
  for (const [text, constant] of texts) {
    if (!(text in apiCatalog)) problems.push(`${API_MESSAGES_CATALOG}: ${constant} ("${text}") is missing`);
  }
  for (const [id, message] of Object.entries(apiCatalog)) {
    if (!texts.has(id)) problems.push(`${API_MESSAGES_CATALOG}: "${id}" is no message constant any more`);
    if (message !== id)
      problems.push(`${API_MESSAGES_CATALOG}/en.json: "${id}" must be its own English text`);
  }
}

if (problems.length > 0) {
  console.error(
    `i18n:check found ${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`i18n:check: ${catalogCount} catalogs, ${messageCount} messages, English and Bangla alike`);
