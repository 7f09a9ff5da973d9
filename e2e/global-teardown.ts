import fs from 'node:fs';

/** Removes the temporary database directory of this run. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('lumbung-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
