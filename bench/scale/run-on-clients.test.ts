import { describe, expect, it } from 'vitest';
import { runOnClients } from './build.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the scale build runs its statements on two connections at once', () => {
  it('heaviest first, both connections busy, and a step waits for the steps it reads', async () => {
    const log: string[] = [];
    let busy = 0;
    let mostBusy = 0;
    const tasks = [
      { label: 'contacts', weight: 2, ms: 5 },
      { label: 'buckets', weight: 16, ms: 30 },
      { label: 'balances', weight: 3, ms: 5, after: ['buckets'] },
      { label: 'journals', weight: 45, ms: 20 },
    ];
    await runOnClients(['a', 'b'], tasks, async (client, task) => {
      busy += 1;
      mostBusy = Math.max(mostBusy, busy);
      log.push(`${client} ${task.label} start`);
      await tick(task.ms);
      log.push(`${client} ${task.label} end`);
      busy -= 1;
    });
    expect(mostBusy).toBe(2);
    expect(log.slice(0, 2)).toEqual(['a journals start', 'b buckets start']);
    // journals (20 ms) ends first; its connection takes contacts, since balances must wait for buckets.
    expect(log.indexOf('a contacts start')).toBeLessThan(log.indexOf('b buckets end'));
    expect(log.indexOf('b buckets end')).toBeLessThan(log.findIndex((line) => line.endsWith('balances start')));
    expect(log.filter((line) => line.endsWith('start'))).toHaveLength(4);
  });

  it('stops at the first failure and reports it', async () => {
    const ran: string[] = [];
    const run = runOnClients(['a'], [{ label: 'one', weight: 2 }, { label: 'two', weight: 1 }], async (_client, task) => {
      ran.push(task.label);
      if (task.label === 'one') throw new Error('disk full');
    });
    await expect(run).rejects.toThrow('disk full');
    expect(ran).toEqual(['one']);
  });

  it('refuses steps that wait for a step that is not there', async () => {
    await expect(runOnClients(['a', 'b'], [{ label: 'balances', weight: 1, after: ['buckets'] }], async () => {})).rejects.toThrow(
      'build steps wait for steps that never run: balances',
    );
  });
});
