// The publish form's data (spec 002 §3 "Publish form data"): every value a string as the
// provider takes it ('1'/'0' for boxes, several choices comma-separated), with the spec's
// defaults, and the rules of §5 as plain functions the modal runs.
import type { BaseInfo, CompanyInfo, Option } from '../api';

export type Values = Record<string, string>;
/** Field → the message key of its error (liepin.publish.*), or a server's text. */
export type Errors = Record<string, string>;

export const SEX_OPTIONS = ['不限', '男', '女'] as const;
export const URGENCY = ['0', '1', '2'] as const;
export const TRAFFIC = ['0', '1', '2', '3', '4'] as const;
export const SAL_STRUCTURE = ['detailSalStructureDiXin', 'detailSalStructureTiCheng', 'detailSalStructureQiQuan', 'detailSalStructureQita'] as const;
export const SOCIAL = ['detailSocialWelfareGj', 'detailSocialWelfareSy', 'detailSocialWelfareQt'] as const;
export const LIVING = ['detailLiveWelfareZf', 'detailLiveWelfareGs', 'detailLiveWelfareGjj', 'detailLiveWelfareQt'] as const;
export const HOLIDAY = ['detailHolidayWelfareGj', 'detailHolidayWelfareQt'] as const;
export const LANGUAGES = ['detailLanguageEnglish', 'detailLanguageJapanese', 'detailLanguageFrench', 'detailLanguagePutong', 'detailLanguageYueyu', 'detailLanguageOther'] as const;

export const AGE_MIN = 20;
export const AGE_MAX = 65;
export const AGE_FALLBACK = '30';
/** The salary range (high minus low, in units of 10k a year) must stay under 30 万, as the
 * server reads spec §5: a job paying 50–70 万 is fine, 20–60 万 is not. */
export const SALARY_LIMIT = 30;
export const DUTY_HINT_CHARS = 60;

/** The spec's defaults; the company fields come from the job's client. */
export function defaults(jobTitle = ''): Values {
  const v: Values = {
    hjobTitle: jobTitle, jobUserSexKind: '不限', eduLevelTz: '0', isPublish: '1', emergencyLevel: '0',
    detailSocialWelfareGj: '1', detailHolidayWelfareGj: '1', detailSalStructureDiXin: '1', jobTrafficWelfare: '0',
  };
  for (const k of [...SAL_STRUCTURE, ...SOCIAL, ...LIVING, ...HOLIDAY, ...LANGUAGES]) v[k] ??= '0';
  return v;
}

/** The company defaults over the form's defaults: only what the server has a value for. */
export function withCompany(v: Values, info: CompanyInfo | null | undefined): Values {
  const out = { ...v };
  for (const [k, val] of Object.entries(info ?? {})) if (typeof val === 'string' && val !== '') out[k] = val;
  return out;
}

/** The required fields, each with its own test where "empty" is more than one field. */
const REQUIRED_ONE: string[] = [
  'hcompName', 'hcompAlias', 'hcompIndustry', 'hcompDq', 'hcompKind', 'hcompScale', 'hcompDesc', 'deptName',
  'hjobTitle', 'hjobJobTitle', 'hjobDqCode', 'hjobCloseDate', 'emergencyLevel', 'isPublish', 'detailReport2',
  'detailDuty', 'jobUserSexKind', 'detailWorkYears', 'eduLevel', 'detailCanSourceIndustry',
];

const blank = (s: string | undefined) => s === undefined || s.trim() === '';
const ticked = (v: Values, keys: readonly string[]) => keys.some((k) => v[k] === '1');

/** The errors of the form (spec §5): 'required' per empty required field, 'salaryRange' for a
 * salary range of 30 万 or more (or a low above the high). Keys are the first field of their group (salary: hjobSalaryLow,
 * structure: detailSalStructureDiXin, age: detailAgeLow). */
export function validate(v: Values): Errors {
  const e: Errors = {};
  for (const k of REQUIRED_ONE) if (blank(v[k])) e[k] = 'required';
  if (blank(v.hjobSalaryLow) && blank(v.hjobSalaryHigh)) e.hjobSalaryLow = 'required';
  else if (!blank(v.hjobSalaryLow) && !blank(v.hjobSalaryHigh)) {
    const lo = Number(v.hjobSalaryLow), hi = Number(v.hjobSalaryHigh);
    if (!(hi - lo < SALARY_LIMIT) || lo > hi) e.hjobSalaryLow = 'salaryRange';
  }
  if (!ticked(v, SAL_STRUCTURE)) e.detailSalStructureDiXin = 'required';
  if (blank(v.detailAgeLow) && blank(v.detailAgeHigh)) e.detailAgeLow = 'required';
  return e;
}

/** An age as typed, once the input is left: 20–65, anything else 30 (empty stays empty). */
export function fixAge(s: string): string {
  if (blank(s)) return '';
  const n = Number(s);
  return Number.isInteger(n) && n >= AGE_MIN && n <= AGE_MAX ? String(n) : AGE_FALLBACK;
}

/** A salary as typed: never under 0. */
export function fixSalary(s: string): string {
  if (blank(s)) return '';
  const n = Number(s);
  return Number.isFinite(n) && n < 0 ? '0' : s;
}

/** A closing date (YYYY-MM-DD): one before today becomes today. */
export function fixCloseDate(s: string, today: string): string {
  return s && s < today ? today : s;
}

/** Today in the browser's zone as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** The option lists of the base-info call by key. */
export function optionLists(list: BaseInfo[]): Record<string, Option[]> {
  return Object.fromEntries(list.map((b) => [b.key, b.options ?? []]));
}

/** A tree as rows of a list: depth for the indent, and whether the row may be chosen (a
 * parent may not where only leaves count). */
export function treeRows(options: Option[], leafOnly: boolean, depth = 0): { value: string; label: string; depth: number; selectable: boolean }[] {
  return options.flatMap((o) => {
    const parent = (o.children?.length ?? 0) > 0;
    return [{ value: String(o.value), label: o.label, depth, selectable: !(leafOnly && parent) }, ...treeRows(o.children ?? [], leafOnly, depth + 1)];
  });
}
