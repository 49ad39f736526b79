import { describe, expect, it } from 'vitest';
import type { ActionState, MetaAction } from '../api/types';
import { builtinState, customMassActions, customRecordActions, labelIn } from './actionState';

const state = (name: string, over: Partial<ActionState> = {}): ActionState => ({ name, label: name, shown: true, enabled: true, ...over });

describe('labelIn', () => {
  it.each([
    ['en', { en: 'Assign', zh_CN: '分配' }, 'Assign'],
    ['zh_CN', { en: 'Assign', zh_CN: '分配' }, '分配'],
    ['zh_TW', { en: 'Assign', zh_CN: '分配' }, '分配'],
    ['zh_TW', { en: 'Assign', zh_CN: '分配', zh_TW: '分配囉' }, '分配囉'],
    ['zh_CN', { en: 'Assign' }, 'Assign'],
    ['en', undefined, ''],
  ])('%s %j', (lang, label, want) => expect(labelIn(label, lang)).toBe(want));
});

describe('builtinState', () => {
  it.each([
    ['not in metadata: as always', undefined, 'today'],
    ['listed and enabled', [state('delete')], 'enabled'],
    ['hidden by metadata', [state('delete', { shown: false })], 'hidden'],
    ['disabled with a reason', [state('delete', { enabled: false, reason: 'locked' })], { disabled: 'locked' }],
    ['a custom action of the same name does not count', [state('delete', { type: 'update', shown: false })], 'today'],
  ] as [string, ActionState[] | undefined, unknown][])('%s', (_, states, want) => expect(builtinState('delete', states)).toEqual(want));
});

describe('customRecordActions', () => {
  it('keeps shown custom actions in order, disabled ones included', () => {
    const states = [state('edit'), state('assign', { type: 'update', enabled: false }), state('mark', { type: 'update', shown: false }), state('close', { type: 'update' })];
    expect(customRecordActions(states).map((a) => a.name)).toEqual(['assign', 'close']);
    expect(customRecordActions(undefined)).toEqual([]);
  });
});

describe('customMassActions', () => {
  const actions: MetaAction[] = [
    { name: 'export', label: { en: 'Export' }, access: 'export' },
    { name: 'assign', label: { en: 'Assign' }, type: 'update' },
    { name: 'close', label: { en: 'Close' }, type: 'update', access: 'close_records' },
  ];
  it.each([
    [['edit', 'export'], ['assign']],
    [['edit', 'close_records'], ['assign', 'close']],
    [['view'], []],
  ])('allowed %j', (allowed, want) => expect(customMassActions(actions, allowed).map((a) => a.name)).toEqual(want));
});
