import fs from 'node:fs';
import pg from 'pg';

/**
 * CPU time spent per request by the server's processes and by the PostgreSQL backends serving its
 * database, from /proc (Linux). On a shared machine throughput drifts with everyone else's load, but
 * the CPU a request costs stays put, so the bench prints both. Not available elsewhere: null.
 */
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of one process in milliseconds, or 0 when it is gone or /proc is missing. */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The process and its children (the cluster's workers), by scanning /proc for their parent. */
function processTree(root: number): number[] {
  const pids = [root];
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent === root) pids.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    return [];
  }
  return pids;
}

export interface CpuSample {
  server: number;
  database: number;
}

/** Reads the CPU used so far by the server (pid and its children) and by the client backends of `database`. */
export async function sampleCpu(serverPid: number | undefined, postgresUrl: string | undefined, database: string | undefined): Promise<CpuSample | null> {
  if (!serverPid || !fs.existsSync('/proc/self/stat')) return null;
  const server = processTree(serverPid).reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  let db = 0;
  if (postgresUrl && database) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()",
        [database],
      );
      db = rows.reduce((sum, row) => sum + cpuMsOf(row.pid), 0);
    } finally {
      await client.end();
    }
  }
  return { server, database: db };
}
