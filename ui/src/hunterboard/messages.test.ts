import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { catalogues } from './messages';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
}

describe('hunterboard texts', () => {
  it.each([['zh_CN', catalogues.zh_CN], ['zh_TW', catalogues.zh_TW]])('%s has every English key', (_n, cat) => {
    expect(keys(cat)).toEqual(keys(catalogues.en));
  });
  it('speaks the spec\'s words and reaches the app\'s i18next', () => {
    expect(i18n.getFixedT('en')('hunterboard.publish.required')).toBe('This field is required');
    expect(i18n.getFixedT('zh_CN')('hunterboard.publish.required')).toBe('此字段必填');
    expect(i18n.getFixedT('en')('hunterboard.notBound')).toBe('Account not bound');
    expect(i18n.getFixedT('zh_CN')('hunterboard.notBound')).toBe('未绑定帐号');
    expect(i18n.getFixedT('en')('hunterboard.unbindTitle')).toBe('Unbind account');
    expect(i18n.getFixedT('zh_CN')('hunterboard.publishTarget')).toBe('发布到猎头职位板');
  });
});
