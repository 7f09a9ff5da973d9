/**
 * `npm run lint`'s check of the message catalogues (decision 029): every key in every language, every
 * message parses, the same placeholders in each language, and no key that no code uses. Code refers to
 * a text by its full key as a string literal ('common.nav.home'); a template literal names a family by
 * its prefix (`loyalty.tier.${tier}` covers every key under 'loyalty.tier.').
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../domain/platform/language.ts';
import { NAMESPACES } from '../domain/texts/index.ts';
import { compileCatalogue, type SourceTree } from '../domain/texts/compile.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CODE_DIRS = ['web/src', 'server/src', 'domain'];

function leaves(tree: SourceTree, prefix: string, into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else leaves(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** The argument names a message uses ({count}, {count, plural, …}), '#' aside. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'texts' || entry.name === 'node_modules' ? [] : codeFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function checkTexts(): string[] {
  const problems: string[] = [];
  const catalogues = Object.fromEntries(
    LANGUAGES.map((language) => {
      const all = new Map<string, string>();
      for (const namespace of NAMESPACES) {
        const file = path.join(ROOT, 'domain/texts', language, `${namespace}.json`);
        const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as SourceTree;
        try {
          compileCatalogue(tree, `${language}/${namespace}`);
        } catch (error) {
          problems.push(`${(error as Error).message}`);
        }
        leaves(tree, `${namespace}.`, all);
      }
      return [language, all];
    }),
  );
  const [source, ...others] = LANGUAGES;
  const sourceKeys = catalogues[source]!;
  for (const language of others) {
    const keys = catalogues[language]!;
    for (const [key, message] of sourceKeys) {
      const translated = keys.get(key);
      if (translated === undefined) problems.push(`${key}: missing in ${language}`);
      else if (placeholders(translated).join() !== placeholders(message).join()) {
        problems.push(`${key}: ${language} uses {${placeholders(translated).join(', ')}}, ${source} {${placeholders(message).join(', ')}}`);
      }
    }
    for (const key of keys.keys()) if (!sourceKeys.has(key)) problems.push(`${key}: in ${language} but not in ${source}`);
  }

  const literals = new Set<string>();
  const prefixes: string[] = [];
  for (const file of CODE_DIRS.flatMap((dir) => codeFiles(path.join(ROOT, dir)))) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+)'/g)) literals.add(m[1]!);
    for (const m of code.matchAll(/`([a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)*\.)\$\{/g)) prefixes.push(m[1]!);
  }
  for (const key of sourceKeys.keys()) {
    if (!literals.has(key) && !prefixes.some((prefix) => key.startsWith(prefix))) problems.push(`${key}: no code uses it`);
  }
  return problems;
}

{
  const problems = checkTexts();
  if (problems.length > 0) {
    console.error(`The message catalogues (domain/texts/) have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('The message catalogues are complete and every text is used.');
}
