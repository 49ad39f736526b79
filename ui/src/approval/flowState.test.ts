import { describe, expect, it } from 'vitest';
import { canAct, levelViews, parseFlowData, userIds } from './flowState';

const entry = (idx: number, user: number, status: string, content = '') => ({ idx, approval_id: 1, user, feedback: { status, content }, date: '2026-11-20T08:00:00Z' });

const data = JSON.stringify([
  { name: '一级审批', id: 1, type: 'special', approvers: [3, 4], status: 'approved', entries: [entry(0, 3, 'approved', 'ok'), entry(1, 4, 'approved')] },
  { name: '二级审批', id: 2, type: 'anyone', approvers: [5, 6], status: 'pending', entries: [entry(2, 5, 'rejected', 'amount?'), entry(3, 5, 'approved')] },
  { name: '三级审批', id: 3, type: 'line_manager', approvers: [], missing: 'line_manager', status: 'waiting', entries: [] },
  { name: '四级审批', id: 4, type: 'root_admin', approvers: [1], status: 'waiting', entries: [] },
]);

describe('parseFlowData', () => {
  it.each([
    ['empty', '', 0], ['broken', '[{', 0], ['not a list', '{"a":1}', 0], ['text', data, 4], ['parsed', JSON.parse(data), 4],
  ])('%s → %d levels', (_, input, n) => expect(parseFlowData(input)).toHaveLength(n));

  it('drops entries without a feedback status and defaults an unknown level status to waiting', () => {
    const [l] = parseFlowData([{ name: 'x', approvers: ['7', { id: 8 }], status: 'odd', entries: [{ idx: 0, user: 7, feedback: {} }] }]);
    expect(l).toMatchObject({ approvers: [7, 8], status: 'waiting', entries: [] });
  });
});

describe('levelViews', () => {
  const views = levelViews(parseFlowData(data));
  it.each([
    [0, 'approved', false, undefined, [[3, 'approved', undefined], [4, 'approved', undefined]]],
    // The latest entry of an approver stands; the others still pending carry the last status.
    [1, 'pending', true, undefined, [[5, 'approved', undefined], [6, 'pending', 'approved']]],
    [2, 'waiting', false, 'line_manager', []],
    [3, 'waiting', false, undefined, [[1, 'waiting', undefined]]],
  ])('level %d', (i, status, current, missing, rows) => {
    const v = views[i];
    expect([v.status, v.current, v.missing]).toEqual([status, current, missing]);
    expect(v.rows.map((r) => [r.user, r.state, r.last])).toEqual(rows);
  });

  it('marks approvers of an ended level who never acted as idle', () => {
    const [v] = levelViews(parseFlowData([{ name: 'x', type: 'anyone', approvers: [3, 4], status: 'approved', entries: [entry(0, 4, 'approved')] }]));
    expect(v.rows.map((r) => [r.user, r.state])).toEqual([[3, 'idle'], [4, 'approved']]);
  });

  it.each([
    ['pending', 'team_leader'], ['waiting', undefined],
  ])('a %s level with nobody to approve and no missing from the engine: missing %s', (status, want) => {
    expect(levelViews(parseFlowData([{ name: 'x', type: 'team_leader', approvers: [], status, entries: [] }]))[0].missing).toBe(want);
  });
});

describe('canAct', () => {
  const views = levelViews(parseFlowData(data));
  it.each([
    ['a pending approver of the current level', { status: 'pending' }, 6, true],
    ['one who already acted', { status: 'pending' }, 5, false],
    ['an approver of an earlier level', { status: 'pending' }, 3, false],
    ['an approver of a later level', { status: 'pending' }, 1, false],
    ['a flow no longer pending', { status: 'approved' }, 6, false],
    ['the record no longer lists them', { status: 'pending', approvers: [{ id: 9 }] }, 6, false],
    ['the record lists them', { status: 'pending', approvers: [{ id: 6, __name__: 'x' }] }, 6, true],
  ])('%s', (_, flow, user, want) => expect(canAct({ id: 1, ...flow }, views, user)).toBe(want));

  // A current level without approvers ('No Line Manager'): an administrator may move it.
  const stuck = levelViews(parseFlowData([{ name: 'x', type: 'line_manager', approvers: [], missing: 'line_manager', status: 'pending', entries: [] }]));
  it.each([
    ['an administrator', true, true], ['anyone else', false, false],
  ])('a level with no approver: %s', (_, admin, want) => expect(canAct({ id: 1, status: 'pending', approvers: null }, stuck, 4, admin)).toBe(want));
});

it('userIds lists every approver and author once', () => {
  expect(userIds(parseFlowData(data)).sort()).toEqual([1, 3, 4, 5, 6]);
});
