import { describe, expect, it, vi } from 'vitest';
import type { OptionListInfo } from '../../api/optionTypes';
import {
  addRow, initialToggles, isDirty, moveRow, serverRowErrors, setBilingual, suggestCode, toPayload, toRows, updateRow, validate,
} from './editorState';

// The editor's state is plain functions: no call reaches the server from these tests.
vi.mock('../../api/endpoints', () => ({ api: {} }));

const list = (over: Partial<OptionListInfo> = {}): OptionListInfo => ({
  key: 'candidate_status', label: 'Candidate · Status', fields: ['candidate.status'], count: 3, addable: true, auto_code: false, poset: false, version: 'v1',
  options: [
    { code: 'new', en_US: 'New', zh_CN: '新人才', zh_TW: '新人才', color: '#2563eb', is_default_checked: true },
    { code: 'active', en_US: 'Active', zh_CN: '主动求职', zh_TW: '主動求職' },
    { code: 'placed', en_US: 'Placed', zh_CN: '已入职', zh_TW: '已入職', is_buildin: true },
  ],
  ...over,
});

describe('initialToggles (spec 000 §4)', () => {
  it.each([
    ['English differs from Chinese', list(), { bilingual: true, color: true, code: true, ext: false, poset: false }],
    ['one language, no colour', list({ options: [{ code: 'a', en_US: 'A', zh_CN: 'A' }, { code: 'b', en_US: 'B', zh_CN: 'B' }] }), { bilingual: false, color: false, code: true, ext: false, poset: false }],
    ['no codes, an ext mark', list({ options: [{ code: '', en_US: 'A', zh_CN: 'A', ext: 'candidate' }] }), { bilingual: false, color: false, code: false, ext: true, poset: false }],
    ['a POSET order', list({ options: [{ code: 'a', en_US: 'A', zh_CN: 'A', poset_order: 1 }] }), { bilingual: false, color: false, code: true, ext: false, poset: true }],
    ['only 繁體 differs', list({ options: [{ code: 'a', en_US: 'X', zh_CN: 'X', zh_TW: 'Y' }] }), { bilingual: true, color: false, code: true, ext: false, poset: false }],
  ])('%s', (_name, l, want) => {
    expect(initialToggles(l)).toEqual(want);
  });
});

describe('reorder', () => {
  it.each([
    ['last to top', 2, 0, 'placed,new,active'],
    ['top to middle', 0, 1, 'active,new,placed'],
    ['onto itself', 1, 1, 'new,active,placed'],
  ])('%s', (_name, from, to, want) => {
    const rows = toRows(list().options);
    const moved = moveRow(rows, rows[from].id, rows[to].id);
    expect(moved.map((r) => r.code).join(',')).toBe(want);
    expect(isDirty(list(), moved, initialToggles(list()))).toBe(from !== to);
  });

  it('posts the new order with each option\'s old code', () => {
    const rows = toRows(list().options);
    const p = toPayload(list(), moveRow(rows, rows[2].id, rows[0].id), { ...initialToggles(list()), poset: true });
    expect(p).toMatchObject({ type: 'candidate_status', version: 'v1', poset: true });
    expect(p.options.map((o) => `${o.old_code}>${o.code}`)).toEqual(['placed>placed', 'new>new', 'active>active']);
  });
});

describe('validate (spec 000 §5)', () => {
  const t = initialToggles(list());
  it.each([
    ['a complete list', (r: ReturnType<typeof toRows>) => r, {}],
    ['a new row left empty', (r: ReturnType<typeof toRows>) => addRow(r), { 3: { code: 'settings.options.required', en_US: 'settings.options.required', zh_CN: 'settings.options.required' } }],
    ['a duplicate code', (r: ReturnType<typeof toRows>) => updateRow(r, r[1].id, { code: 'new' }, t), { 1: { code: 'settings.options.duplicateCode' } }],
    ['no English', (r: ReturnType<typeof toRows>) => updateRow(r, r[0].id, { en_US: ' ' }, t), { 0: { en_US: 'settings.options.required' } }],
    ['a bad colour', (r: ReturnType<typeof toRows>) => updateRow(r, r[0].id, { color: 'blue' }, t), { 0: { color: 'settings.options.badColor' } }],
  ])('%s', (_name, change, want) => {
    const rows = change(toRows(list().options));
    const errs = validate(rows, t, false);
    const byIndex = Object.fromEntries(Object.entries(errs).map(([id, e]) => [rows.findIndex((r) => r.id === id), e]));
    expect(byIndex).toEqual(want);
  });

  it('an auto-numbered list lets a new row go without a code', () => {
    const rows = addRow(toRows(list().options)).map((r) => (r.oldCode ? r : { ...r, en_US: 'Round 5', zh_CN: '五面' }));
    expect(validate(rows, t, true)).toEqual({});
    expect(toPayload(list({ auto_code: true }), rows, t).options[3].code).toBe('');
  });

  it('with codes hidden a new row gets a code from its name', () => {
    const hidden = { ...t, code: false };
    const rows = addRow(toRows(list().options)).map((r) => (r.oldCode ? r : { ...r, en_US: 'Do Not Call', zh_CN: '勿联系' }));
    expect(validate(rows, hidden, false)).toEqual({});
    expect(toPayload(list(), rows, hidden).options[3].code).toBe('do_not_call');
    expect(suggestCode('New', new Set(['new']))).toBe('new_2');
  });
});

describe('toggles', () => {
  it('bilingual off keeps one name in the user\'s language and posts it for every language', () => {
    const rows = setBilingual(toRows(list().options), false, 'zh_CN');
    expect(rows[0]).toMatchObject({ en_US: '新人才', zh_CN: '新人才', zh_TW: '新人才' });
    const off = { ...initialToggles(list()), bilingual: false };
    const edited = updateRow(rows, rows[0].id, { en_US: 'Fresh' }, off);
    expect(toPayload(list(), edited, off).options[0]).toMatchObject({ en_US: 'Fresh', zh_CN: 'Fresh', zh_TW: 'Fresh' });
  });

  it('colour off clears the colours', () => {
    const off = { ...initialToggles(list()), color: false };
    expect(toPayload(list(), toRows(list().options), off).options.map((o) => o.color)).toEqual(['', '', '']);
    expect(isDirty(list(), toRows(list().options), off)).toBe(true);
  });
});

describe('serverRowErrors', () => {
  it('places "options.N.field" on the row at N', () => {
    const rows = toRows(list().options);
    expect(serverRowErrors(rows, { 'options.1.zh_CN': 'required', 'options.9.code': 'x', data: 'y' })).toEqual({ [rows[1].id]: { zh_CN: 'required' } });
  });
});
