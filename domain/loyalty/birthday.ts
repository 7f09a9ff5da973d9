/**
 * The birthday bonus (loyalty-pos.md §2 and §9: 5.000 points on the member's birthday; the amount is the
 * programme's, decision 021). Pure rules shared by the daily job that pays it and the member area that
 * says when it comes (docs/decisions/031-birthdays-and-tiers.md). Days are Jakarta calendar days.
 */
import { addDaysToDay, type CalendarDay } from '../platform/jakarta-time.ts';

/**
 * INDONESIA.md "Messages": a birthday entered or changed less than this many days before it is not paid
 * that year (the common guard against members setting their birthday to tomorrow).
 */
export const BIRTHDAY_GUARD_DAYS = 30;

/**
 * How late the job still pays a birthday it did not see on the day (the server was down): up to this
 * many days after it. Longer than any downtime we plan for, short enough that a first deployment does
 * not pay the birthdays of the months before it.
 */
export const BIRTHDAY_CATCH_UP_DAYS = 7;

/** The member area speaks of a birthday from this many days before it until this many days after. */
const BIRTHDAY_NOTICE_DAYS = 30;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const yearOf = (day: CalendarDay) => Number(day.slice(0, 4));
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The member's birthday in `year`; someone born on 29 February has it on 28 February in other years. */
export function birthdayInYear(birthDate: CalendarDay, year: number): CalendarDay {
  const monthDay = birthDate.slice(5);
  if (monthDay === '02-29' && !isLeapYear(year)) return `${pad(year, 4)}-02-28`;
  return `${pad(year, 4)}-${monthDay}`;
}

/** True when the birth date was entered or last changed at least BIRTHDAY_GUARD_DAYS before `birthday`. */
export function birthDateSetInTime(birthday: CalendarDay, setOn: CalendarDay | null): boolean {
  // No record of when it was set: it predates the record (migration 0027 filled in every known one).
  return setOn === null || setOn <= addDaysToDay(birthday, -BIRTHDAY_GUARD_DAYS);
}

export interface MemberBirthday {
  birthDate: CalendarDay | null;
  /** The Jakarta day the birth date was entered or last changed. */
  birthDateSetOn: CalendarDay | null;
}

export type BirthdayToPay =
  | { pay: true; year: number; birthday: CalendarDay }
  | { pay: false; reason: 'noBirthDate' | 'notDue' }
  | { pay: false; reason: 'setTooRecently'; year: number; birthday: CalendarDay };

/**
 * What the daily job does for a member today: pay the birthday of `year` when it is today or was at most
 * BIRTHDAY_CATCH_UP_DAYS - 1 days ago (a run after downtime catches up), unless the birth date was set
 * too recently. Whether that year was already paid is the job's unique claim, not this rule's.
 */
export function birthdayToPay(member: MemberBirthday, today: CalendarDay): BirthdayToPay {
  const { birthDate } = member;
  if (!birthDate) return { pay: false, reason: 'noBirthDate' };
  const earliest = addDaysToDay(today, -(BIRTHDAY_CATCH_UP_DAYS - 1));
  for (const year of [yearOf(today), yearOf(today) - 1]) {
    // A birthday is a return of the birth date, not the day itself.
    if (year <= yearOf(birthDate)) continue;
    const birthday = birthdayInYear(birthDate, year);
    if (birthday > today || birthday < earliest) continue;
    if (!birthDateSetInTime(birthday, member.birthDateSetOn)) return { pay: false, reason: 'setTooRecently', year, birthday };
    return { pay: true, year, birthday };
  }
  return { pay: false, reason: 'notDue' };
}

/** A birthday bonus paid: the claim the job wrote (loyalty_birthday_bonuses). */
export interface PaidBirthdayBonus {
  year: number;
  paidOn: CalendarDay;
  points: number;
}

export type BirthdayBonusNotice =
  | { status: 'Paid'; day: CalendarDay; points: number }
  | { status: 'Upcoming'; day: CalendarDay; points: number }
  | { status: 'SetTooRecently'; day: CalendarDay; nextDay: CalendarDay; points: number };

/**
 * What the member area says about the birthday bonus today, or null for nothing (no birth date, no bonus,
 * or no birthday within BIRTHDAY_NOTICE_DAYS either side). In order: a coming birthday the guard refuses
 * (the member just entered it and should know why nothing comes), the bonus paid for the last birthday,
 * a last birthday the guard refused, the coming bonus.
 */
export function birthdayBonusNotice(
  member: MemberBirthday & { paid: readonly PaidBirthdayBonus[] },
  today: CalendarDay,
  bonusPoints: number,
): BirthdayBonusNotice | null {
  const { birthDate } = member;
  if (!birthDate) return null;
  const thisYear = yearOf(today);
  const birthdays = [thisYear - 1, thisYear, thisYear + 1]
    .filter((year) => year > yearOf(birthDate))
    .map((year) => ({ year, day: birthdayInYear(birthDate, year) }));
  const last = birthdays.filter((b) => b.day <= today).at(-1);
  const next = birthdays.find((b) => b.day > today);
  const near = (day: CalendarDay | undefined) =>
    day !== undefined && day >= addDaysToDay(today, -BIRTHDAY_NOTICE_DAYS) && day <= addDaysToDay(today, BIRTHDAY_NOTICE_DAYS);
  const refused = (day: CalendarDay) => !birthDateSetInTime(day, member.birthDateSetOn);
  const nextAfter = (year: number) => birthdayInYear(birthDate, year + 1);

  if (next && near(next.day) && bonusPoints > 0 && refused(next.day)) {
    return { status: 'SetTooRecently', day: next.day, nextDay: nextAfter(next.year), points: bonusPoints };
  }
  if (last && near(last.day)) {
    const paid = member.paid.find((p) => p.year === last.year);
    if (paid) return { status: 'Paid', day: paid.paidOn, points: paid.points };
    if (bonusPoints > 0 && refused(last.day)) return { status: 'SetTooRecently', day: last.day, nextDay: nextAfter(last.year), points: bonusPoints };
    // Today's bonus not paid yet: the job pays it within the hour.
    if (bonusPoints > 0 && last.day === today) return { status: 'Upcoming', day: today, points: bonusPoints };
  }
  if (next && near(next.day) && bonusPoints > 0) return { status: 'Upcoming', day: next.day, points: bonusPoints };
  return null;
}
