import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldMeta, Lang } from '../../api/types';
import { DisplayValue, displayWidgets, needsDemand } from './registry';

afterEach(cleanup);

const ALL_TYPES = ['attachments', 'char', 'checkbox', 'checkboxdropdown', 'comtree', 'date', 'datetime', 'double', 'dropdown',
  'expressions', 'foreignkey', 'integer', 'multiline', 'number-range', 'originaltext', 'radio', 'rate',
  'reverse_foreignkey', 'richtext', 'rollupfield', 'tags'];

const status: FieldMeta = {
  name: 'status', label_value: 'Status', type: 'dropdown',
  options: [{ code: 'active', value: 'Actively Looking', en_US: 'Actively Looking', zh_CN: '主动求职', zh_TW: '主動求職', color: '#16a34a' }],
};
const tags: FieldMeta = { ...status, name: 'tags', type: 'checkboxdropdown', options: [
  { code: 'a', value: 'A', en_US: 'Alpha', zh_CN: '甲' }, { code: 'b', value: 'B', en_US: 'Beta', zh_CN: '乙' }] };

function text(value: unknown, field: FieldMeta, lang: Lang = 'en') {
  return render(<DisplayValue value={value} field={field} lang={lang} />).container.textContent;
}

describe('display registry', () => {
  it('has a widget for every field type the metadata uses', () => {
    expect(Object.keys(displayWidgets).sort()).toEqual([...ALL_TYPES].sort());
  });

  it.each([
    ['empty value', null, { name: 'x', label_value: 'X', type: 'char' }, 'en', '—'],
    ['char', '徐亮', { name: 'x', label_value: 'X', type: 'char' }, 'en', '徐亮'],
    ['free tags, as typed', ['Open to offers', '看机会'], { name: 'x', label_value: 'X', type: 'tags' }, 'en', 'Open to offers看机会'],
    ['integer grouped', 1026000, { name: 'x', label_value: 'X', type: 'integer' }, 'en', '1,026,000'],
    ['dropdown in English', 'active', status, 'en', 'Actively Looking'],
    ['dropdown in Chinese', 'active', status, 'zh_CN', '主动求职'],
    ['unknown option shows its code', 'gone', status, 'en', 'gone'],
    ['multi options', ['a', 'b'], tags, 'zh_CN', '甲乙'],
    ['comtree by name_en in English', { id: 4, __name__: '北京', name_en: 'Beijing' }, { name: 'city', label_value: 'City', type: 'comtree' }, 'en', 'Beijing'],
    ['comtree in Chinese', { id: 4, __name__: '北京', name_en: 'Beijing' }, { name: 'city', label_value: 'City', type: 'comtree' }, 'zh_CN', '北京'],
    ['unexpanded link shows the id', 7, { name: 'owner', label_value: 'Owner', type: 'foreignkey', to: 'user' }, 'en', '#7'],
    ['a multiple link names each record', [{ id: 2, __name__: 'Leo Cao' }, { id: 3, __name__: 'Amy Xie' }], { name: 'assignees', label_value: 'Assigned To', type: 'foreignkey', to: 'user', multiple: true }, 'en', 'Leo Cao, Amy Xie'],
    ['number range', { min: 1000, max: 2000 }, { name: 'r', label_value: 'R', type: 'number-range' }, 'en', '1,000 – 2,000'],
    ['rich text as text', '<p>Hello <b>there</b></p>', { name: 'r', label_value: 'R', type: 'richtext' }, 'en', 'Hello there'],
    ['rich text blocks keep their words apart', '<p><strong>Fit</strong></p><ul><li><p>Led</p></li><li><p>Closed</p></li></ul>', { name: 'r', label_value: 'R', type: 'richtext' }, 'en', 'Fit Led Closed'],
    ['unknown type falls back to text', 'x', { name: 'r', label_value: 'R', type: 'hologram' }, 'en', 'x'],
  ] as Array<[string, unknown, FieldMeta, Lang, string]>)('%s', (_name, value, field, lang, want) => {
    expect(text(value, field, lang)).toBe(want);
  });

  it('links each record of a multiple link', () => {
    const { container } = render(<DisplayValue value={[{ id: 2, __name__: 'Leo Cao' }, { id: 3, __name__: 'Amy Xie' }]} field={{ name: 'assignees', label_value: 'Assigned To', type: 'foreignkey', to: 'user', multiple: true }} lang="en" />);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#user/detail?id=2', '#user/detail?id=3']);
    expect(container.textContent).not.toContain('[object Object]');
  });

  it('links a foreign key to the linked record', () => {
    const { container } = render(<DisplayValue value={{ id: 2, __name__: 'Leo Cao' }} field={{ name: 'owner', label_value: 'Owner', type: 'foreignkey', to: 'user' }} lang="en" />);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('#user/detail?id=2');
  });

  it('formats rich text on a detail page, without script', () => {
    const html = '<p><strong style="font-size: 18pt">Fit</strong></p><ul><li>Led</li></ul><img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { container } = render(<DisplayValue value={html} field={{ name: 'r', label_value: 'R', type: 'richtext' }} lang="en" variant="detail" />);
    expect(container.querySelector('strong')?.getAttribute('style')).toBe('font-size: 18pt');
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(container.innerHTML).not.toMatch(/onerror|script/);
  });

  it('rates as stars', () => {
    const { getByLabelText } = render(<DisplayValue value={4} field={{ name: 'rating', label_value: 'Rating', type: 'rate' }} lang="en" />);
    expect(getByLabelText('4 / 5')).toBeTruthy();
  });

  it('asks for links and rollups with demandKeys', () => {
    expect(needsDemand({ name: 'owner', label_value: '', type: 'foreignkey' })).toBe(true);
    expect(needsDemand({ name: 'name', label_value: '', type: 'char' })).toBe(false);
  });
});
