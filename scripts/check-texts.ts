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
import compile from 'icu-minify/compile';
import ts from 'typescript';
import { SOURCES } from '../domain/texts/catalogues.ts';
import { compileCatalogue, type SourceTree } from '../domain/texts/compile.ts';

/** A full key ('common.nav.home'), and a family's prefix before a template's first value (`loyalty.tier.${…}`). */
const KEY = /^[a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+$/;
const PREFIX = /^[a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)*\.$/;

const ROOT = path.resolve(import.meta.dirname, '..');
const CODE_DIRS = ['web/src', 'server/src', 'domain'];

function leaves(tree: SourceTree, prefix: string, into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else leaves(value, `${prefix}${key}.`, into);
  }
  return into;
}

/**
 * The argument names a message uses ({count}, {count, plural, …}, {kind, select, …}), read from its
 * compiled form (icu-minify): a select's branch texts and a tag's name are not arguments.
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (nodes: unknown): void => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes) {
      if (!Array.isArray(node) || typeof node[0] !== 'string') continue;
      const [name, kind, options] = node as [string, unknown, unknown];
      if (kind === undefined || (typeof kind === 'number' && kind > 0)) {
        names.add(name);
        // select, plural, selectordinal: each branch is a message of its own.
        if (kind === 1 || kind === 2 || kind === 3) for (const branch of Object.values(options as Record<string, unknown>)) visit(branch);
      } else {
        visit(node.slice(1)); // a tag: its children
      }
    }
  };
  visit(compile(message));
  return [...names].sort();
}

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function checkTexts(): string[] {
  const problems: string[] = [];
  const catalogues = Object.fromEntries(
    LANGUAGES.map((language) => {
      const all = new Map<string, string>();
      for (const namespace of NAMESPACES) {
        const tree = SOURCES[language][namespace];
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
    // The code's strings as TypeScript reads them: a key named in a comment is not a use of it.
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && KEY.test(node.text)) literals.add(node.text);
      else if (ts.isTemplateHead(node) && PREFIX.test(node.text)) prefixes.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
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
