import { describe, expect, it } from 'vitest';
import type { FieldMeta, ModelMeta } from '../../api/types';
import { formLayout } from '../../forms/schema';
import { typedOver, withTyped } from './typedValues';

const field = (name: string, extra: Partial<FieldMeta> = {}) => ({ name, type: 'char', label_value: name, ...extra }) as FieldMeta;
const META = {
  name: 'candidate', label_value: 'Candidate', allowed_actions: ['add'],
  fields: [field('chineseName'), field('mobile'), field('title'), field('status', { type: 'dropdown', default_value: 'active', options: [{ code: 'active', value: 'Active' }, { code: 'placed', value: 'Placed' }] } as Partial<FieldMeta>)],
  views: { edit: { groups: [{ name: 'basic', label_value: 'Basic', layout: 2, fields: ['chineseName', 'mobile', 'title', 'status'] }] } },
} as unknown as ModelMeta;

describe('a CV dropped on a form typed in', () => {
  const layout = formLayout(META);
  it('keeps what was typed over the CV, and the CV over the defaults', () => {
    const typed = { chineseName: '', mobile: '13900000000', title: undefined, status: 'active' };
    const values = withTyped(layout, { chineseName: '张伟', mobile: '13812345678', title: '架构师' }, typed);
    expect(values).toMatchObject({ chineseName: '张伟', mobile: '13900000000', title: '架构师', status: 'active' });
  });
  it('counts as typed only values that are not empty and not the default', () => {
    expect([...typedOver(layout, { chineseName: ' ', mobile: '139', status: 'active' })]).toEqual(['mobile']);
    expect([...typedOver(layout, { status: 'placed', chineseName: '' })]).toEqual(['status']);
    expect(typedOver(layout, undefined).size).toBe(0);
  });
});
