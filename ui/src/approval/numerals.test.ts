import { describe, expect, it } from 'vitest';
import { chineseNumeral, defaultLevelName, shownLevelName } from './numerals';

describe('chineseNumeral', () => {
  it.each([
    [1, '一'], [2, '二'], [9, '九'], [10, '十'], [11, '十一'], [19, '十九'], [20, '二十'], [21, '二十一'],
    [30, '三十'], [45, '四十五'], [90, '九十'], [99, '九十九'],
    // Outside the range the Arabic number stands.
    [0, '0'], [100, '100'], [-3, '-3'], [1.5, '1.5'],
  ])('%d → %s', (n, want) => expect(chineseNumeral(n)).toBe(want));
});

describe('defaultLevelName', () => {
  it.each([
    [1, 'zh_CN', '一级审批'], [12, 'zh_CN', '十二级审批'], [2, 'zh_TW', '二級審批'], [1, 'en', 'Level 1'], [3, 'fr', 'Level 3'],
  ])('level %d in %s → %s', (n, lang, want) => expect(defaultLevelName(n, lang)).toBe(want));
});

describe('shownLevelName', () => {
  it.each([
    ['一级审批', 1, 'en', 'Level 1'],
    ['Level 2', 2, 'zh_CN', '二级审批'],
    ['二級審批', 2, 'zh_CN', '二级审批'],
    ['', 3, 'zh_TW', '三級審批'],
    ['Finance director', 2, 'zh_CN', 'Finance director'],
  ])('%s (level %i) in %s: %s', (name, level, lang, want) => {
    expect(shownLevelName(name, level, lang)).toBe(want);
  });
});
