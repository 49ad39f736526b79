// Level names in Chinese numerals (spec 000 §9: "Approval level names use Chinese numerals of
// the level number"): level 3 is 三级审批 in Chinese, "Level 3" in English.
import type { Lang } from '../api/types';

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1..99 in Chinese numerals: 10 is 十 (not 一十), 12 十二, 20 二十, 21 二十一. Outside 1..99
 * the Arabic number is answered: a flow never has that many levels, and a name must exist. */
export function chineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) return String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  if (tens === 0) return DIGITS[ones];
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}

/** The default name of the level-th level (1-based) in the user's language. */
export function defaultLevelName(level: number, lang: Lang | string): string {
  if (lang === 'zh_CN') return `${chineseNumeral(level)}级审批`;
  if (lang === 'zh_TW') return `${chineseNumeral(level)}級審批`;
  return `Level ${level}`;
}

/** A level's name as shown to the user: a default name (the server names unnamed levels
 * 一级审批 ...) in the user's language, any other name as it was given. */
export function shownLevelName(name: string, level: number, lang: Lang | string): string {
  const defaults = ['zh_CN', 'zh_TW', 'en'].map((l) => defaultLevelName(level, l));
  return !name || defaults.includes(name) ? defaultLevelName(level, lang) : name;
}
