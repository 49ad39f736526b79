import { describe, expect, it } from 'vitest';
import type { FieldNode } from '../api/types';
import { matchesSearch, treeRows, withField } from './fieldTree';

const node = (name: string, label: string, has_children = false): FieldNode => ({ name, label_value: label, type: has_children ? 'foreignkey' : 'char', has_children });

describe('field tree', () => {
  it.each([
    ['', true], ['own', true], ['OWNER', true], ['负责', true], ['o.n', false], ['(', false], ['owner__', false],
  ])('search %j matches Owner: %s', (q, want) => {
    expect(matchesSearch(node('owner', 'Owner 负责人'), q)).toBe(want);
  });

  it('draws expanded levels under their parent, and keeps a branch with a match', () => {
    const roots = [node('chineseName', 'Chinese Name'), node('owner', 'Owner', true)];
    const children = { owner: [node('owner__email', 'Email'), node('owner__team', 'Team', true)] };
    const rows = treeRows(roots, children, new Set(['owner']), '');
    expect(rows.map((r) => `${r.depth}:${r.node.name}`)).toEqual(['0:chineseName', '0:owner', '1:owner__email', '1:owner__team']);
    expect(treeRows(roots, children, new Set(['owner']), 'email').map((r) => r.node.name)).toEqual(['owner', 'owner__email']);
    expect(treeRows(roots, children, new Set(), 'email').map((r) => r.node.name)).toEqual([]);
  });

  it.each([
    ['', 'owner__team', 'owner__team='],
    ['status=active', 'city', 'status=active&city='],
    ['status=active&', 'city', 'status=active&city='],
    ['(a=1|', 'b', '(a=1|b='],
  ])('%j + %s gives %s', (gql, path, want) => {
    expect(withField(gql, path)).toBe(want);
  });
});
