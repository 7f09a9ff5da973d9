import { describe, expect, it } from 'vitest';
import { fitInCache, relationsRead } from './explain.ts';

describe('the scale bench warms what the plans read', () => {
  it('reads the indexes scanned, the tables whose rows are read, and only the visibility map of an index-only scan', () => {
    const read = relationsRead({
      'Node Type': 'Nested Loop',
      Plans: [
        { 'Node Type': 'Index Scan', 'Relation Name': 'loyalty_members', 'Index Name': 'loyalty_members_number_prefix' },
        { 'Node Type': 'Seq Scan', 'Relation Name': 'loyalty_tiers' },
        {
          'Node Type': 'Aggregate',
          Plans: [{ 'Node Type': 'Index Only Scan', 'Relation Name': 'loyalty_point_buckets', 'Index Name': 'loyalty_point_buckets_open_member_points' }],
        },
      ],
    });
    expect([...read.relations].sort()).toEqual(['loyalty_members', 'loyalty_members_number_prefix', 'loyalty_point_buckets_open_member_points', 'loyalty_tiers']);
    expect([...read.visibilityMaps]).toEqual(['loyalty_point_buckets']);
  });

  it('loads the smallest first, as many as fit, and leaves out what would not fit', () => {
    const sizes = [
      { name: 'journals', bytes: 5_000 },
      { name: 'members', bytes: 160 },
      { name: 'buckets index', bytes: 600 },
      { name: 'contacts', bytes: 120 },
    ];
    expect(fitInCache(sizes, 1_000)).toEqual({ loaded: ['contacts', 'members', 'buckets index'], skipped: ['journals'] });
    expect(fitInCache(sizes, 100)).toEqual({ loaded: [], skipped: ['contacts', 'members', 'buckets index', 'journals'] });
  });
});
