import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import type { FieldMeta } from '../api/types';
import { i18n } from '../i18n';
import { filterParts, filterProblem, withoutChoices } from './filterProblem';

const refused = (gql: Record<string, unknown>, message = 'x') => new ApiError('refused', message, 400, { status: false, message, gql });
const fields = [{ name: 'status', label_value: 'Status', type: 'dropdown' }] as FieldMeta[];
const t = i18n.getFixedT('en');

describe('filterProblem', () => {
  it('says which word was not understood, offers it as a search, and lists no field names', () => {
    const p = filterProblem(refused({ key: 'gql.unknown_field', field: 'Java' }, '"Java" is not a field of candidate (valid: a, b, c)'), t, fields);
    expect(p?.box).toBe('gql');
    expect(p?.searchFor).toBe('Java');
    expect(p?.text).toContain('“Java”');
    expect(p?.text).not.toContain('valid');
  });
  it('names a field by its label', () => {
    const p = filterProblem(refused({ key: 'gql.unknown_operator', field: 'status', op: 'big' }), t, fields);
    expect(p?.text).toMatch(/^“big” is not a way to compare Status/);
  });
  it('puts a search problem under the search box', () => {
    const p = filterProblem(refused({ key: 'gql.keyword_quote', field: 'keyword' }), t);
    expect(p).toEqual({ box: 'keyword', text: expect.stringContaining('quote') });
  });
  it('says where the syntax breaks', () => {
    expect(filterProblem(refused({ key: 'gql.syntax', pos: 12 }), t)?.text).toContain('character 12');
  });
  it('in Chinese too', () => {
    const p = filterProblem(refused({ key: 'gql.unknown_field', field: 'Java' }), i18n.getFixedT('zh_CN'));
    expect(p?.text).toContain('“Java”');
    expect(p?.text).toMatch(/筛选/);
  });
  it('keeps an unknown problem\'s message, without its list of names', () => {
    const p = filterProblem(refused({ key: 'gql.too_many' }, '筛选条件超过 200 个'), t);
    expect(p?.text).toBe('筛选条件超过 200 个');
    expect(withoutChoices('“x”不是 candidate 的字段（可选：a, b）')).toBe('“x”不是 candidate 的字段');
    expect(withoutChoices('"x" is not a field of candidate (valid: a, b)')).toBe('"x" is not a field of candidate');
  });
  it('is nothing for other errors: a lost connection, a refusal without filter parts', () => {
    expect(filterParts(new ApiError('network', 'network'))).toBeUndefined();
    expect(filterProblem(new ApiError('refused', 'no', 403, { status: false }), t)).toBeUndefined();
    expect(filterProblem(new Error('x'), t)).toBeUndefined();
  });
});
