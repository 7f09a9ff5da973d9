import { loyaltyFunctions } from '../../loyalty/ledger/sql-functions.ts';

/**
 * SQL functions the schema cannot express, one file per domain, applied in this order after the
 * migrations on every start (each statement is `create or replace`, so applying twice is harmless).
 */
export const databaseFunctions: readonly string[] = [...loyaltyFunctions];
