/**
 * Run after `npm run build` (npm run test:e2e does): the built web app must hold no server secret
 * (ARCHITECTURE "Secrets"). It fails when a file of web/dist names a secret setting of the server (the
 * names come from the configuration reference, so a new secret is covered the day it is added) or holds
 * a private key. A name is enough to fail: a screen that needs to say where a secret lives says "the
 * server's configuration", and the value of a setting never reaches the browser at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { configurationReference } from '../server/src/platform/config-reference.ts';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|SERVER_KEY|PRIVATE/;
/** A PEM private key with its body (a library's "-----BEGIN PRIVATE KEY-----" format check holds no key). */
const PRIVATE_KEY_BLOCK = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\\n]*[A-Za-z0-9+/=\s\\n]{40,}-----END [A-Z ]*PRIVATE KEY-----/;

/** The server's settings that hold secrets, by name. */
export const secretSettingNames = (): string[] => configurationReference().map((entry) => entry.name).filter((name) => SECRET_NAME.test(name));

/** What in `text` gives a secret away: the secret settings it names, and 'a private key' when it holds one. */
export function secretsIn(text: string, names: readonly string[]): string[] {
  return [...names.filter((name) => text.includes(name)), ...(PRIVATE_KEY_BLOCK.test(text) ? ['a private key'] : [])];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(js|mjs|html|json|css|webmanifest|txt)$/.test(entry.name) ? [full] : [];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = secretSettingNames();
  const found = filesUnder(DIST).flatMap((file) => secretsIn(readFileSync(file, 'utf8'), names).map((what) => `${path.relative(DIST, file)}: ${what}`));
  if (found.length > 0) {
    console.error(`The built web app gives server secrets away (ARCHITECTURE "Secrets"):\n  ${found.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`web/dist names none of the ${names.length} secret settings and holds no private key.`);
}
