import { applyMigrations, type DatabaseHandle } from './platform/db/client.ts';
import { loyaltyFunctions } from './loyalty/index.ts';

/**
 * SQL functions the schema cannot express, each beside the context that owns it (today the loyalty
 * ledger's), applied in this order after the migrations on every start (each statement is
 * `create or replace`, so applying twice is harmless).
 */
const databaseFunctions: readonly string[] = [...loyaltyFunctions];

/** Migrates the database and (re)creates its SQL functions: every start, every test database. */
export function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  return applyMigrations(handle, databaseFunctions);
}
