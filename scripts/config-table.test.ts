import { describe, expect, it } from 'vitest';
import { configurationDocs, configurationReference } from '../server/src/platform/config-reference.ts';
import { generatedDocuments, renderConfigTable, renderVariableList, replaceBetweenMarkers } from './config-table.ts';

describe('the configuration reference in the documents', () => {
  it.each(generatedDocuments())('$file says what server/src/platform/config.ts says (npm run docs:config writes it)', ({ current, expected }) => {
    expect(current).toBe(expected);
  });

  it('describes every variable, and gives an "unset" text only where the schema has no default', () => {
    for (const entry of configurationReference()) {
      expect(entry.does.trim(), entry.name).not.toBe('');
      const { unset } = configurationDocs[entry.name];
      if (unset !== undefined) expect(entry.default, `${entry.name}: the schema has its own default`).toBe(unset);
    }
  });
});

describe('the generator', () => {
  const entries = [
    { name: 'PORT' as const, default: '`3000`', does: 'HTTP port.' },
    { name: 'TRUST_PROXY' as const, default: null, does: 'a | b' },
  ];

  it('writes a row per variable, a dash for no default, and escapes pipes', () => {
    expect(renderConfigTable(entries).split('\n')).toEqual([
      '| Variable | Default | What it does |',
      '|---|---|---|',
      '| `PORT` | `3000` | HTTP port. |',
      '| `TRUST_PROXY` | — | a \\| b |',
    ]);
  });

  it('wraps the list of names', () => {
    expect(renderVariableList(entries)).toBe('`PORT`, `TRUST_PROXY`.');
    expect(renderVariableList(entries, 10)).toBe('`PORT`,\n`TRUST_PROXY`.');
  });

  it('replaces only what lies between the markers, and refuses a document without them', () => {
    const text = 'before\n<!-- x:start -->\nold\n<!-- x:end -->\nafter';
    expect(replaceBetweenMarkers(text, 'x', 'new')).toBe('before\n<!-- x:start -->\nnew\n<!-- x:end -->\nafter');
    expect(() => replaceBetweenMarkers('no markers', 'x', 'new')).toThrow(/missing/);
  });
});
