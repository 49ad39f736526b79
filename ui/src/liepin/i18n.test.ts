import { describe, expect, it } from 'vitest';
import { en, zh_CN, zh_TW } from './i18n';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
}

describe('the add-on\'s texts', () => {
  it.each([['zh_CN', zh_CN], ['zh_TW', zh_TW]])('%s has every English key', (_name, cat) => {
    expect(keys(cat)).toEqual(keys(en));
  });

  it('carry the spec\'s words', () => {
    expect([en.publish.required, zh_CN.publish.required]).toEqual(['This field is required', '此字段必填']);
    expect([en.publish.notBound, zh_CN.publish.notBound]).toEqual(['Account not bound', '未绑定帐号']);
    expect(en.unbindTitle).toBe('Unbind account');
    expect(en.publish.title).toBe('Publish job to provider');
    expect(zh_CN.pager.page.replace('{{n}}', '3')).toBe('第3页');
    expect(en.pager.page.replace('{{n}}', '3')).toBe('Page 3');
  });
});
