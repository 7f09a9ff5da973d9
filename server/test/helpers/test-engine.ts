/** Which database engine this integration run targets (scripts/test-integration.ts sets it). */
export type TestEngine = 'pglite' | 'postgres';

export const testEngine: TestEngine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return url;
}

export function withDatabaseName(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
