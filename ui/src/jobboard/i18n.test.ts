import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { en, zh_CN, zh_TW } from './i18n';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
}

describe('the jobboard texts', () => {
  it.each([['zh_CN', zh_CN], ['zh_TW', zh_TW]])('%s has every English key', (_name, cat) => {
    expect(keys(cat)).toEqual(keys(en));
  });
  it('are in the app catalogue, with the spec\'s words', () => {
    expect(i18n.t('jobboard.notBound', { lng: 'en' })).toBe('Account not bound');
    expect(i18n.t('jobboard.notBound', { lng: 'zh_CN' })).toBe('未绑定帐号');
    expect(i18n.t('jobboard.unbind', { lng: 'en' })).toBe('Unbind account');
    expect(i18n.t('jobboard.sites.hunterboard', { lng: 'zh_TW' })).toBe('獵頭職位板');
    expect(i18n.t('jobboard.closed.banner', { lng: 'en', count: 2 })).toBe('This job is closed, but 2 publications are still open');
    expect(i18n.t('jobboard.closed.banner', { lng: 'en', count: 1 })).toBe('This job is closed, but 1 publication is still open');
  });
});
