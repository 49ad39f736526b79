import { describe, expect, it } from 'vitest';
import { defaults, fixAge, fixCloseDate, fixSalary, localToday, treeRows, validate, withCompany, type Values } from './form';

/** A form every rule accepts. */
function complete(): Values {
  return {
    ...defaults('Go engineer'),
    hcompName: 'Acme', hcompAlias: 'Acme Ltd', hcompIndustry: '1', hcompDq: '010', hcompKind: '1', hcompScale: '2',
    hcompDesc: 'We make things', deptName: 'R&D', hjobJobTitle: '301', hjobDqCode: '020', hjobCloseDate: '2030-01-01',
    detailReport2: 'CTO', hjobSalaryLow: '20', hjobSalaryHigh: '29', detailDuty: 'Build things', detailAgeLow: '25',
    detailWorkYears: '3', eduLevel: '3', detailCanSourceIndustry: '1,2',
  };
}

describe('defaults', () => {
  it('are the spec\'s', () => {
    expect(defaults('Sales lead')).toMatchObject({
      hjobTitle: 'Sales lead', jobUserSexKind: '不限', isPublish: '1', detailSocialWelfareGj: '1', detailHolidayWelfareGj: '1',
      detailSalStructureDiXin: '1', jobTrafficWelfare: '0', eduLevelTz: '0', detailSalStructureTiCheng: '0',
    });
  });

  it('take the company fields the server has', () => {
    expect(withCompany(defaults(), { hcompName: 'Acme', hcompAlias: '', hjobTitle: 'Boss' })).toMatchObject({ hcompName: 'Acme', hjobTitle: 'Boss' });
    expect(withCompany(defaults(), null).hcompName).toBeUndefined();
  });
});

describe('validate', () => {
  it('accepts a complete form', () => {
    expect(validate(complete())).toEqual({});
  });

  it.each([
    'hcompName', 'hcompAlias', 'hcompIndustry', 'hcompDq', 'hcompKind', 'hcompScale', 'hcompDesc', 'deptName', 'hjobTitle', 'hjobJobTitle',
    'hjobDqCode', 'hjobCloseDate', 'emergencyLevel', 'isPublish', 'detailReport2', 'detailDuty', 'jobUserSexKind', 'detailWorkYears', 'eduLevel',
    'detailCanSourceIndustry',
  ])('requires %s', (name) => {
    expect(validate({ ...complete(), [name]: ' ' })).toEqual({ [name]: 'required' });
  });

  it('needs a low or a high salary, a range under 30 万 (as the server reads spec §5)', () => {
    expect(validate({ ...complete(), hjobSalaryLow: '', hjobSalaryHigh: '' })).toEqual({ hjobSalaryLow: 'required' });
    expect(validate({ ...complete(), hjobSalaryLow: '', hjobSalaryHigh: '29.9' })).toEqual({});
    expect(validate({ ...complete(), hjobSalaryLow: '45', hjobSalaryHigh: '' })).toEqual({});
    expect(validate({ ...complete(), hjobSalaryLow: '50', hjobSalaryHigh: '79.5' })).toEqual({});
    expect(validate({ ...complete(), hjobSalaryLow: '20', hjobSalaryHigh: '50' })).toEqual({ hjobSalaryLow: 'salaryRange' });
    expect(validate({ ...complete(), hjobSalaryLow: '60', hjobSalaryHigh: '50' })).toEqual({ hjobSalaryLow: 'salaryRange' });
  });

  it('needs one box of the salary structure', () => {
    expect(validate({ ...complete(), detailSalStructureDiXin: '0' })).toEqual({ detailSalStructureDiXin: 'required' });
    expect(validate({ ...complete(), detailSalStructureDiXin: '0', detailSalStructureQiQuan: '1' })).toEqual({});
  });

  it('needs a low or a high age', () => {
    expect(validate({ ...complete(), detailAgeLow: '' })).toEqual({ detailAgeLow: 'required' });
    expect(validate({ ...complete(), detailAgeLow: '', detailAgeHigh: '40' })).toEqual({});
  });

  it('leaves the optional fields alone', () => {
    expect(validate({ ...complete(), detailSubordinate: '', detailMemo: '', recruitReason: '', searchDirection: '', detailSpecial: '' })).toEqual({});
  });
});

describe('input rules', () => {
  it.each([['20', '20'], ['65', '65'], ['42', '42'], ['19', '30'], ['66', '30'], ['-1', '30'], ['abc', '30'], ['25.5', '30'], ['', '']])('age %s → %s', (typed, want) => {
    expect(fixAge(typed)).toBe(want);
  });

  it.each([['-5', '0'], ['0', '0'], ['12.5', '12.5'], ['', '']])('salary %s → %s', (typed, want) => {
    expect(fixSalary(typed)).toBe(want);
  });

  it('replaces a closing date before today with today', () => {
    const today = localToday(new Date(2031, 4, 9));
    expect(today).toBe('2031-05-09');
    expect(fixCloseDate('2031-05-08', today)).toBe(today);
    expect(fixCloseDate('2031-05-09', today)).toBe('2031-05-09');
    expect(fixCloseDate('2031-06-01', today)).toBe('2031-06-01');
    expect(fixCloseDate('', today)).toBe('');
  });

  it('offers no parent node where only leaves count', () => {
    const tree = [{ value: '1', label: 'North', children: [{ value: '010', label: 'Beijing' }] }, { value: '020', label: 'Shanghai' }];
    expect(treeRows(tree, true).map((r) => [r.value, r.depth, r.selectable])).toEqual([['1', 0, false], ['010', 1, true], ['020', 0, true]]);
    expect(treeRows(tree, false).every((r) => r.selectable)).toBe(true);
  });
});
