import { afterAll, describe, expect, it } from 'vitest';
import { migrationSteps } from '../helpers/migration-steps.ts';

/**
 * Migration 0027 on a database written before it (docs/decisions/031-birthdays-and-tiers.md): a birth date
 * known before counts as entered when its member enrolled, so the 30-day guard does not refuse this
 * year's bonus of every existing member; a contact without one stays without; from then on a change of
 * the birth date is stamped unless the writer says when itself. The programme gets today's rules as
 * defaults. Runs on PGlite: it is about the SQL file.
 */
const steps = migrationSteps();
const { client } = steps;
afterAll(() => steps.close());

const PROGRAM = '00000000-0000-4000-8000-000000000101';
const TIER = '00000000-0000-4000-8000-000000000102';
const WITH_DATE = '00000000-0000-4000-8000-000000000103';
const WITHOUT = '00000000-0000-4000-8000-000000000104';

describe('migration 0027 on a database with members', () => {
  it('dates the known birth dates at enrolment, stamps later changes, and gives the programme its defaults', { timeout: 90_000 }, async () => {
    await steps.migrateUpTo(25);
    await client.query(`insert into loyalty_programs (id, name) values ($1, 'Lumbung Rewards')`, [PROGRAM]);
    await client.query(`insert into loyalty_tiers (id, program_id, name, sequence_number, threshold) values ($1, $2, 'Crew', 1, 10000000)`, [TIER, PROGRAM]);
    for (const [contact, birthDate, number] of [[WITH_DATE, '1990-03-14', 'M1'], [WITHOUT, null, 'M2']] as const) {
      await client.query(`insert into loyalty_contacts (id, first_name, last_name, email, birth_date, created_at) values ($1, 'Ani', 'S', $2, $3, '2026-06-01T03:00:00Z')`, [
        contact,
        `${number}@example.test`,
        birthDate,
      ]);
      await client.query(
        `insert into loyalty_members (id, program_id, membership_number, contact_id, member_status, enrollment_date, tier_id, tier_effective_date)
         values (gen_random_uuid(), $1, $2, $3, 'Active', '2025-02-10T02:00:00Z', $4, '2025-02-10')`,
        [PROGRAM, number, contact, TIER],
      );
    }
    await steps.migrateUpTo(26);

    const setAt = async () =>
      (await client.query<{ id: string; set_at: string | null }>(`select id, to_char(birth_date_set_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as set_at from loyalty_contacts order by id`)).rows;
    expect(await setAt()).toEqual([
      { id: WITH_DATE, set_at: '2025-02-10T02:00Z' },
      { id: WITHOUT, set_at: null },
    ]);

    // A change that does not say when is stamped now; one that does keeps its own time; removing the date removes the stamp.
    await client.query(`update loyalty_contacts set birth_date = '1990-12-01' where id = $1`, [WITH_DATE]);
    const [stamped] = (await client.query<{ age: number }>(`select extract(epoch from now() - birth_date_set_at)::int as age from loyalty_contacts where id = $1`, [WITH_DATE])).rows;
    expect(stamped?.age).toBeLessThan(60);
    await client.query(`update loyalty_contacts set birth_date = '1991-01-01', birth_date_set_at = '2026-01-01T00:00:00Z' where id = $1`, [WITH_DATE]);
    await client.query(`update loyalty_contacts set birth_date = null where id = $1`, [WITHOUT]);
    expect(await setAt()).toEqual([
      { id: WITH_DATE, set_at: '2026-01-01T00:00Z' },
      { id: WITHOUT, set_at: null },
    ]);

    const program = (await client.query(`select birthday_bonus_points, tier_qualifying_months, tier_downgrade_policy, tier_grace_days, tier_policy_since from loyalty_programs`)).rows;
    expect(program).toEqual([{ birthday_bonus_points: 5000, tier_qualifying_months: 12, tier_downgrade_policy: 'never', tier_grace_days: 30, tier_policy_since: null }]);
  });
});
