import { sql } from 'drizzle-orm';
import { JAKARTA_TIME_ZONE } from '#domain/platform/time-zone.ts';

/** LIKE patterns from what a person typed: %, _ and \ match only themselves (the default escape is \). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** 'text%': starts with the text (an index range scan on a text_pattern_ops or C-collated index). */
export const likePrefix = (text: string) => `${escapeLike(text)}%`;

/** '%text%' of the trimmed text, so '50%' searches for a literal percent sign. */
export const likePattern = (query: string) => `%${escapeLike(query.trim())}%`;

/**
 * The store's time zone as an SQL string literal for `at time zone`: inlined, not a bound parameter, so
 * the planner sees the same constant text the queries always had.
 */
export const STORE_TIME_ZONE_SQL = `'${JAKARTA_TIME_ZONE}'`;

/** Jakarta midnight of a calendar day ('2026-11-23'), as an instant (UTC+7 all year). */
export const jakartaMidnight = (day: string) => sql`(${day}::date)::timestamp at time zone ${sql.raw(STORE_TIME_ZONE_SQL)}`;
