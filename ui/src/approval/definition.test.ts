import { describe, expect, it } from 'vitest';
import {
  addLevel, approverKind, draftOf, newDraft, parseRawJson, placeOf, removeLastLevel, serverErrors, setLevel, toSave, validateDraft,
  type DefinitionDraft,
} from './definition';

const filled = (): DefinitionDraft => {
  const d = newDraft('zh_CN', 'invoice');
  d.name = 'Invoice approval';
  d.raw = setLevel(d.raw, 0, { approvalType: 'line_manager' });
  return d;
};

describe('levels', () => {
  it('starts with one level named by its number', () => {
    expect(newDraft('zh_CN').raw.approvals.map((a) => [a.approvalId, a.approvalName])).toEqual([[1, '一级审批']]);
    expect(newDraft('en').raw.approvals[0].approvalName).toBe('Level 1');
  });

  it.each([
    ['adds at the end', (r: ReturnType<typeof parseRawJson>) => addLevel(addLevel(r, 'zh_CN'), 'zh_CN'), ['一级审批', '二级审批', '三级审批']],
    ['removes the last', (r: ReturnType<typeof parseRawJson>) => removeLastLevel(addLevel(addLevel(r, 'zh_CN'), 'zh_CN')), ['一级审批', '二级审批']],
    ['never removes the first', (r: ReturnType<typeof parseRawJson>) => removeLastLevel(removeLastLevel(r)), ['一级审批']],
  ])('%s', (_, step, want) => {
    expect(step(newDraft('zh_CN').raw).approvals.map((a) => a.approvalName)).toEqual(want);
  });

  it('clears the chosen approvers when the type takes another kind of id', () => {
    let r = setLevel(newDraft('en').raw, 0, { approvalType: 'special', approvalUser: [3, 4] });
    expect(setLevel(r, 0, { approvalType: 'anyone' }).approvals[0].approvalUser).toEqual([3, 4]);
    r = setLevel(r, 0, { approvalType: 'approval_group_accept_first' });
    expect(r.approvals[0].approvalUser).toEqual([]);
  });
});

describe('approverKind', () => {
  it.each([
    ['anyone', 'user'], ['special', 'user'], ['approval_group_accept_first', 'team'],
    ['line_manager', undefined], ['root_admin', undefined], ['pr_manager', undefined], ['team_leader', undefined], ['', undefined],
  ])('%s → %s', (type, want) => expect(approverKind(type)).toBe(want));
});

describe('validateDraft', () => {
  it.each<[string, (d: DefinitionDraft) => void, Record<string, string>]>([
    ['a complete draft passes', () => {}, {}],
    ['name and model required', (d) => { d.name = ' '; d.model = ''; }, { name: 'required', model: 'required' }],
    ['type required on every level', (d) => { d.raw = addLevel(d.raw, 'en'); }, { 'rawjson.approvals.1.approvalType': 'required' }],
    ['level name required', (d) => { d.raw = setLevel(d.raw, 0, { approvalName: '' }); }, { 'rawjson.approvals.0.approvalName': 'required' }],
    ['users required for special', (d) => { d.raw = setLevel(d.raw, 0, { approvalType: 'special' }); }, { 'rawjson.approvals.0.approvalUser': 'userRequired' }],
    ['teams required for a group', (d) => { d.raw = setLevel(d.raw, 0, { approvalType: 'approval_group_accept_first' }); }, { 'rawjson.approvals.0.approvalUser': 'teamRequired' }],
    ['notify users required when notice after pass is on', (d) => { d.raw.approvalflowNoticeAfterPass = '1'; }, { 'rawjson.notifyUsersAfterPass': 'notifyRequired' }],
    ['notify users given', (d) => { d.raw.approvalflowNoticeAfterPass = '1'; d.raw.notifyUsersAfterPass = [5]; }, {}],
    ['notify users not needed when off', (d) => { d.raw.approvalflowNoticeAfterPass = '0'; }, {}],
    ['a condition needs both parts', (d) => { d.raw = setLevel(d.raw, 0, { approvalConditionName: 'invoiceAmount__gte' }); }, { 'rawjson.approvals.0.approvalConditionValue': 'required' }],
  ])('%s', (_, change, want) => {
    const d = filled();
    change(d);
    expect(validateDraft(d)).toEqual(want);
  });
});

describe('rawjson', () => {
  it('round-trips through toSave and draftOf, renumbering levels and dropping unused lists', () => {
    const d = filled();
    d.raw = setLevel(addLevel(d.raw, 'zh_CN'), 1, { approvalType: 'special', approvalUser: [7] });
    d.raw.notifyUsersAfterPass = [9]; // switch off: not saved
    const saved = toSave(d);
    expect(saved).toMatchObject({ name: 'Invoice approval', model: 'invoice', active: true });
    const raw = JSON.parse(saved.rawjson as string);
    expect(raw).toEqual({
      approvalflowType: 'system', approvalflowNoticeAfterPass: '0', notifyUsersAfterPass: [],
      approvals: [
        { approvalId: 1, approvalName: '一级审批', approvalType: 'line_manager', approvalUser: [], approvalConditionName: '', approvalConditionValue: '' },
        { approvalId: 2, approvalName: '二级审批', approvalType: 'special', approvalUser: [7], approvalConditionName: '', approvalConditionValue: '' },
      ],
    });
    const back = draftOf({ id: 4, version: 2, name: 'Invoice approval', model: 'invoice', active: true, rawjson: saved.rawjson }, 'zh_CN');
    expect(back.raw.approvals[1]).toMatchObject({ approvalType: 'special', approvalUser: [7] });
    expect(toSave(back)).toMatchObject({ id: 4, version: 2 });
  });

  it.each([
    ['empty text', ''], ['broken JSON', '{"approvals": ['], ['no levels', '{"approvals": []}'],
  ])('keeps a first level for %s', (_, text) => {
    expect(parseRawJson(text, 'en').approvals.map((a) => a.approvalName)).toEqual(['Level 1']);
  });

  it('reads ids given as records', () => {
    expect(parseRawJson({ notifyUsersAfterPass: [{ id: 3 }, '4', 'x'], approvalflowNoticeAfterPass: 1 }, 'en')).toMatchObject({ notifyUsersAfterPass: [3, 4], approvalflowNoticeAfterPass: '1' });
  });
});

describe('server errors', () => {
  it.each([
    ['name', 'name'], ['rawjson.notifyUsersAfterPass', 'rawjson.notifyUsersAfterPass'],
    ['rawjson.approvals.1.approvalUser', 'rawjson.approvals.1.approvalUser'], ['rawjson.approvals.1.approvalId', 'rawjson.approvals.1'],
    ['rawjson.approvals.1', 'rawjson.approvals.1'], ['rawjson.approvals.5.approvalType', ''], ['rawjson', ''], ['owner', ''],
  ])('%s shows at %s', (field, want) => expect(placeOf(field, 2)).toBe(want));

  it('gathers messages by place', () => {
    const d = filled();
    d.raw = addLevel(d.raw, 'en');
    expect(serverErrors([
      { field: 'rawjson.approvals.1.approvalUser', message: 'needs users' }, { field: 'x', message: 'a' }, { field: 'y', rule: 'b' },
    ], d)).toEqual({ 'rawjson.approvals.1.approvalUser': 'needs users', '': 'a; b' });
  });
});
