import fs from 'node:fs';

// The published version is package.json's; /meta.json serves it and the web build embeds it.
const packageJson = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
export const appVersion: string = packageJson.version;
