/**
 * Lints the OpenAPI document (/api/openapi.json) with Redocly CLI, offline: the document is built
 * in-process from every endpoint declaration (domain/endpoints.ts, the compatible surfaces included, as a
 * server with them configured serves it), written to a temporary directory and linted there with the
 * rules of redocly.yaml. Part of `npm run lint`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allEndpoints } from '#domain/endpoints.ts';
import { openApiDocument } from '../server/src/platform/http/openapi.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'lumbung-openapi-'));
try {
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(openApiDocument(allEndpoints, { version: '0.0.0', serverUrl: 'https://lumbung.test' }), null, 2));
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'redocly'), ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'], {
    stdio: 'inherit',
    // No usage report, no update check: the lint runs offline.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
  });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
