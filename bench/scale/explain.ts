import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../server/src/platform/db/schema/index.ts';
import type { Database } from '../../server/src/platform/db/client.ts';

/**
 * The plans of the statements a hot path really runs. One connection with auto_explain loaded and
 * its output sent to the client as NOTICEs (auto_explain.log_level), nested statements included, so
 * the queries inside the PL/pgSQL functions (loyalty_place_order, loyalty_consume_buckets) and the
 * expiry job's statements are caught too. The bench calls the same service functions the routes call
 * on this connection and files each plan under the path it ran for.
 *
 * A plan fails when it reads a large table (one that grows with members or history) with a sequential
 * scan: the cost of that query then grows with the table.
 */
export const LARGE_TABLES = new Set([
  'loyalty_contacts',
  'loyalty_members',
  'loyalty_member_currencies',
  'loyalty_transaction_journals',
  'loyalty_points_changes',
  'loyalty_point_buckets',
  'loyalty_vouchers',
  'loyalty_participant_rewards',
  'loyalty_idempotency_keys',
  'pos_orders',
  'pos_order_lines',
  'marketing_outbox',
  'membership_owners',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

export interface CapturedPlan {
  path: string;
  query: string;
  plan: PlanNode;
  seqScans: string[];
}

export interface ExplainSession {
  db: Database;
  /** Files the plans of what `work` runs under `path`. */
  capture<T>(path: string, work: () => Promise<T>): Promise<T>;
  plans: CapturedPlan[];
  close(): Promise<void>;
}

function seqScansOf(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && LARGE_TABLES.has(node['Relation Name'])) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScansOf(child, found);
  return found;
}

export async function openExplainSession(databaseUrl: string): Promise<ExplainSession> {
  // auto_explain for this connection only, set at connection start (a superuser may set these).
  const options = [
    'session_preload_libraries=auto_explain',
    'auto_explain.log_min_duration=0',
    'auto_explain.log_nested_statements=on',
    'auto_explain.log_format=json',
    'auto_explain.log_level=notice',
    'client_min_messages=notice',
  ]
    .map((o) => `-c ${o}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options });
  const plans: CapturedPlan[] = [];
  let currentPath: string | null = null;
  pool.on('connect', (client) => {
    client.on('notice', (notice) => {
      if (!currentPath) return;
      const text = notice.message ?? '';
      const at = text.indexOf('{');
      if (!text.startsWith('duration:') || at < 0) return;
      try {
        const parsed = JSON.parse(text.slice(at)) as { 'Query Text': string; Plan: PlanNode };
        plans.push({ path: currentPath, query: parsed['Query Text'], plan: parsed.Plan, seqScans: seqScansOf(parsed.Plan) });
      } catch {
        // not a plan
      }
    });
  });
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    db,
    plans,
    async capture(path, work) {
      currentPath = path;
      try {
        return await work();
      } finally {
        currentPath = null;
      }
    },
    close: () => pool.end(),
  };
}

/** A plan as an indented tree: node type, table, index, estimated rows. */
export function formatPlan(node: PlanNode, depth = 0): string[] {
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const rows = node['Plan Rows'] !== undefined ? ` (rows≈${node['Plan Rows']})` : '';
  const flag = node['Node Type'] === 'Seq Scan' && node['Relation Name'] && LARGE_TABLES.has(node['Relation Name']) ? '   <-- SEQUENTIAL SCAN OF A LARGE TABLE' : '';
  const lines = [`${'  '.repeat(depth)}${node['Node Type']}${on}${using}${rows}${flag}`];
  for (const child of node.Plans ?? []) lines.push(...formatPlan(child, depth + 1));
  return lines;
}

/** The first line of a statement, squeezed, for a heading. */
export function queryHeading(query: string): string {
  const flat = query.replace(/\s+/g, ' ').trim();
  return flat.length > 140 ? `${flat.slice(0, 137)}...` : flat;
}

/**
 * What a plan reads: every index it scans, every table whose rows it reads, and, for an index-only
 * scan, the table's visibility map (not its rows).
 */
export function relationsRead(node: PlanNode, read: { relations: Set<string>; visibilityMaps: Set<string> } = { relations: new Set(), visibilityMaps: new Set() }) {
  const table = node['Relation Name'];
  if (node['Index Name']) read.relations.add(node['Index Name']);
  if (table && node['Node Type'] === 'Index Only Scan') read.visibilityMaps.add(table);
  else if (table) read.relations.add(table);
  for (const child of node.Plans ?? []) relationsRead(child, read);
  return read;
}

/**
 * Which relations to load into the cache: the smallest first, as many as fit in `budget` bytes. A
 * relation larger than what is left is not loaded (it would only push out the others).
 */
export function fitInCache(sizes: { name: string; bytes: number }[], budget: number): { loaded: string[]; skipped: string[] } {
  const loaded: string[] = [];
  const skipped: string[] = [];
  let left = budget;
  for (const { name, bytes } of [...sizes].sort((a, b) => a.bytes - b.bytes || a.name.localeCompare(b.name))) {
    if (bytes <= left) {
      loaded.push(name);
      left -= bytes;
    } else skipped.push(name);
  }
  return { loaded, skipped };
}
