import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh_CN } from './zh_CN';
import { zh_TW } from './zh_TW';
import { browserLang } from './language';
import { formatCount } from './format';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
}

describe('catalogues', () => {
  it.each([['zh_CN', zh_CN], ['zh_TW', zh_TW]])('%s has every English key', (_name, cat) => {
    expect(keys(cat)).toEqual(keys(en));
  });
});

describe('browserLang', () => {
  it.each([
    [['zh-CN'], 'zh_CN'], [['zh'], 'zh_CN'], [['zh-SG'], 'zh_CN'], [['zh-TW'], 'zh_TW'],
    [['zh-Hant-HK'], 'zh_TW'], [['en-GB'], 'en'], [['fr-FR', 'zh-CN'], 'zh_CN'], [['fr'], 'en'],
  ] as const)('%j → %s', (langs, want) => {
    expect(browserLang(langs)).toBe(want);
  });
});

describe('formatCount', () => {
  it.each([[999, 'en', '999'], [12500, 'zh_CN', '1.3万'], [12500, 'en', '12.5K'], [3000, 'zh_CN', '3,000']] as const)(
    '%d in %s', (n, lang, want) => expect(formatCount(n, lang)).toBe(want));
});
