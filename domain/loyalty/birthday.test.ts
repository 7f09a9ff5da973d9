import { describe, expect, it } from 'vitest';
import { birthDateSetInTime, birthdayBonusNotice, birthdayInYear, birthdayToPay } from './birthday.ts';

describe('birthdayInYear', () => {
  it('is the same month and day in another year', () => {
    expect(birthdayInYear('1990-03-14', 2027)).toBe('2027-03-14');
    expect(birthdayInYear('1990-12-31', 2026)).toBe('2026-12-31');
  });

  it('puts 29 February on 28 February in years without it, and keeps it in leap years', () => {
    expect(birthdayInYear('1992-02-29', 2027)).toBe('2027-02-28');
    expect(birthdayInYear('1992-02-29', 2100)).toBe('2100-02-28');
    expect(birthdayInYear('1992-02-29', 2028)).toBe('2028-02-29');
    expect(birthdayInYear('1992-02-29', 2000)).toBe('2000-02-29');
  });
});

describe('the 30-day guard', () => {
  it('pays a birth date set 30 days or more before the birthday, not one set 29 days before or later', () => {
    expect(birthDateSetInTime('2027-03-14', '2027-02-12')).toBe(true); // 30 days before
    expect(birthDateSetInTime('2027-03-14', '2027-02-13')).toBe(false); // 29 days before
    expect(birthDateSetInTime('2027-03-14', '2027-03-14')).toBe(false);
    expect(birthDateSetInTime('2027-03-14', '2027-04-01')).toBe(false); // set after it: this year's is gone
    expect(birthDateSetInTime('2027-03-14', null)).toBe(true);
  });
});

describe('birthdayToPay', () => {
  const member = { birthDate: '1990-03-14', birthDateSetOn: '2020-01-01' };

  it('pays on the birthday', () => {
    expect(birthdayToPay(member, '2027-03-14')).toEqual({ pay: true, year: 2027, birthday: '2027-03-14' });
  });

  it('catches up to six days late, never earlier and never later', () => {
    expect(birthdayToPay(member, '2027-03-13')).toEqual({ pay: false, reason: 'notDue' });
    expect(birthdayToPay(member, '2027-03-17')).toEqual({ pay: true, year: 2027, birthday: '2027-03-14' });
    expect(birthdayToPay(member, '2027-03-20')).toEqual({ pay: true, year: 2027, birthday: '2027-03-14' });
    expect(birthdayToPay(member, '2027-03-21')).toEqual({ pay: false, reason: 'notDue' });
  });

  it('catches up across the new year with the birthday’s own year', () => {
    expect(birthdayToPay({ birthDate: '1985-12-30', birthDateSetOn: null }, '2027-01-02')).toEqual({ pay: true, year: 2026, birthday: '2026-12-30' });
  });

  it('pays someone born on 29 February on 28 February in a year without it, and on 29 February in a leap year', () => {
    const leapling = { birthDate: '1992-02-29', birthDateSetOn: '2020-01-01' };
    expect(birthdayToPay(leapling, '2027-02-28')).toEqual({ pay: true, year: 2027, birthday: '2027-02-28' });
    expect(birthdayToPay(leapling, '2028-02-28')).toEqual({ pay: false, reason: 'notDue' });
    expect(birthdayToPay(leapling, '2028-02-29')).toEqual({ pay: true, year: 2028, birthday: '2028-02-29' });
  });

  it('refuses a birth date entered or changed less than 30 days before the birthday', () => {
    expect(birthdayToPay({ birthDate: '1990-03-14', birthDateSetOn: '2027-02-20' }, '2027-03-14')).toEqual({
      pay: false,
      reason: 'setTooRecently',
      year: 2027,
      birthday: '2027-03-14',
    });
    // Set in time for next year's.
    expect(birthdayToPay({ birthDate: '1990-03-14', birthDateSetOn: '2027-02-20' }, '2028-03-14')).toMatchObject({ pay: true, year: 2028 });
  });

  it('pays nothing without a birth date, nor on the birth day itself', () => {
    expect(birthdayToPay({ birthDate: null, birthDateSetOn: null }, '2027-03-14')).toEqual({ pay: false, reason: 'noBirthDate' });
    expect(birthdayToPay({ birthDate: '2027-03-14', birthDateSetOn: null }, '2027-03-14')).toEqual({ pay: false, reason: 'notDue' });
  });
});

describe('birthdayBonusNotice', () => {
  const member = { birthDate: '1990-03-14', birthDateSetOn: '2020-01-01', paid: [] };

  it('announces the bonus within 30 days before the birthday, and says nothing further ahead', () => {
    expect(birthdayBonusNotice(member, '2027-02-20', 5000)).toEqual({ status: 'Upcoming', day: '2027-03-14', points: 5000 });
    expect(birthdayBonusNotice(member, '2027-02-01', 5000)).toBeNull();
  });

  it('says when the bonus came, for 30 days', () => {
    const paid = { ...member, paid: [{ year: 2027, paidOn: '2027-03-14', points: 4000 }] };
    expect(birthdayBonusNotice(paid, '2027-03-20', 5000)).toEqual({ status: 'Paid', day: '2027-03-14', points: 4000 });
    expect(birthdayBonusNotice(paid, '2027-04-14', 5000)).toBeNull();
  });

  it('on the day, before the job ran: coming today', () => {
    expect(birthdayBonusNotice(member, '2027-03-14', 5000)).toEqual({ status: 'Upcoming', day: '2027-03-14', points: 5000 });
  });

  it('tells a member who set the birth date too late why nothing comes, and when the next one does', () => {
    const late = { ...member, birthDateSetOn: '2027-03-01' };
    const said = { status: 'SetTooRecently', day: '2027-03-14', nextDay: '2028-03-14', points: 5000 };
    expect(birthdayBonusNotice(late, '2027-03-01', 5000)).toEqual(said);
    expect(birthdayBonusNotice(late, '2027-03-20', 5000)).toEqual(said);
  });

  it('says nothing without a birth date or when the programme pays no bonus', () => {
    expect(birthdayBonusNotice({ ...member, birthDate: null }, '2027-03-14', 5000)).toBeNull();
    expect(birthdayBonusNotice(member, '2027-03-10', 0)).toBeNull();
  });
});
