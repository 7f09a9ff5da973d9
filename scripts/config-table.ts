/**
 * Writes the configuration reference into the documents from its one source, `configurationDocs` and
 * the schema's defaults in server/src/platform/config-env.ts and config-reference.ts: the table in docs/operations.md and the list of
 * names in README.md, each between its marker comments.
 *
 *   npm run docs:config             rewrite both
 *   npm run docs:config -- --check  exit 1 when either differs (scripts/config-table.test.ts checks the same)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { configurationReference, type ConfigurationEntry } from '../server/src/platform/config-reference.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/operations.md: one row per variable, in the schema's order. */
export function renderConfigTable(entries: ConfigurationEntry[]): string {
  const rows = entries.map((entry) => `| \`${entry.name}\` | ${cell(entry.default ?? '—')} | ${cell(entry.does)} |`);
  return ['| Variable | Default | What it does |', '|---|---|---|', ...rows].join('\n');
}

/** README.md: the names only, wrapped like the prose around them. */
export function renderVariableList(entries: ConfigurationEntry[], width = 110): string {
  const lines: string[] = [];
  let line = '';
  entries.forEach((entry, index) => {
    const word = `\`${entry.name}\`${index < entries.length - 1 ? ',' : '.'}`;
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  });
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

export interface GeneratedBlock {
  /** Relative to the repository's root. */
  file: string;
  /** The marker comments are `<!-- ${marker}:start -->` and `<!-- ${marker}:end -->`. */
  marker: string;
  render(entries: ConfigurationEntry[]): string;
}

export const generatedBlocks: GeneratedBlock[] = [
  { file: 'docs/operations.md', marker: 'config-table', render: renderConfigTable },
  { file: 'README.md', marker: 'config-variables', render: renderVariableList },
];

/** `text` with what lies between the marker's two comments replaced by `content`. */
export function replaceBetweenMarkers(text: string, marker: string, content: string): string {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the marker comments ${start} … ${end} are missing or out of order`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

/** Each document as it is and as the generator would write it. */
export function generatedDocuments(root = ROOT): { file: string; current: string; expected: string }[] {
  const entries = configurationReference();
  const documents = new Map<string, { current: string; expected: string }>();
  for (const block of generatedBlocks) {
    const document = documents.get(block.file) ?? { current: readFileSync(path.join(root, block.file), 'utf8'), expected: '' };
    document.expected = replaceBetweenMarkers(document.expected || document.current, block.marker, block.render(entries));
    documents.set(block.file, document);
  }
  return [...documents].map(([file, document]) => ({ file, ...document }));
}

function main(): void {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { file, current, expected } of generatedDocuments()) {
    if (current === expected) continue;
    stale += 1;
    if (check) console.error(`${file}: the configuration reference differs from server/src/platform/config-reference.ts`);
    else {
      writeFileSync(path.join(ROOT, file), expected);
      console.info(`${file}: configuration reference written`);
    }
  }
  if (check && stale > 0) {
    console.error('Run `npm run docs:config` to write it.');
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
