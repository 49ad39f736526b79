import { describe, expect, it } from 'vitest';
import type { FieldMeta, ModelMeta, PipelineMeta } from '../api/types';
import { allowedMoves, nextOption, stageColumns, stageFormMeta, stageOf, stagePrefill } from './pipeline';

const pipeline: PipelineMeta = {
  stage: 'status', board: 'joborder', links: ['candidate', 'joborder', 'owner'],
  stages: [
    { code: 'longlist', to: ['cvsent', 'reject'] },
    { code: 'cvsent', model: 'cvsent', via: 'jobsubmission', to: ['clientinterview', 'reject', 'cvsent', 'nowhere'], update: { cvsentDate: 'cvsentDate' } },
    { code: 'clientinterview', model: 'clientinterview', via: 'jobsubmission', to: ['clientinterview', 'reject', 'reject'], update: { interviewRound: 'round' } },
    { code: 'reject', model: 'reject', via: 'jobsubmission', to: ['longlist'], from: 'stage' },
  ],
};

describe('allowedMoves', () => {
  it.each([
    ['longlist', ['cvsent', 'reject']],
    ['cvsent', ['clientinterview', 'reject', 'cvsent']], // codes that are no stage are dropped
    ['clientinterview', ['clientinterview', 'reject']], // each once
    ['reject', ['longlist']],
    ['unknown', []],
    ['', []],
  ])('from %s', (from, want) => {
    expect(allowedMoves(pipeline, from)).toEqual(want);
  });
  it('moves nowhere without a pipeline', () => {
    expect(allowedMoves(undefined, 'longlist')).toEqual([]);
  });
});

describe('stageColumns', () => {
  const field: FieldMeta = {
    name: 'status', label_value: 'Stage', type: 'dropdown', options: [
      { code: 'reject', value: 'Rejected', en_US: 'Rejected', zh_CN: '淘汰', color: '#dc2626' },
      { code: 'longlist', value: 'Longlist', en_US: 'Longlist', zh_CN: '加入项目', color: '#0891b2' },
      { code: 'cvsent', value: 'CV Sent', en_US: 'CV Sent', zh_CN: '推荐简历' },
    ],
  };
  it.each([
    ['en', [['reject', 'Rejected', '#dc2626'], ['longlist', 'Longlist', '#0891b2'], ['cvsent', 'CV Sent', undefined], ['clientinterview', 'clientinterview', undefined]]],
    ['zh_CN', [['reject', '淘汰', '#dc2626'], ['longlist', '加入项目', '#0891b2'], ['cvsent', '推荐简历', undefined], ['clientinterview', 'clientinterview', undefined]]],
  ] as const)('follows the option order and labels in %s; stages without an option last', (lang, want) => {
    expect(stageColumns(pipeline, field, lang).map((c) => [c.code, c.label, c.color])).toEqual(want);
  });
});

describe('stageFormMeta', () => {
  const cvsent: ModelMeta = {
    name: 'cvsent', label_value: 'CV Sent', allowed_actions: [], views: {},
    fields: ['jobsubmission', 'candidate', 'joborder', 'owner', 'stage', 'cvsentDate', 'feedback'].map((name) => ({ name, label_value: name, type: 'char' })),
  };
  it.each([
    ['cvsent', ['stage', 'cvsentDate', 'feedback']],
    ['reject', ['cvsentDate', 'feedback']], // the stage moved from is the engine's too
    ['longlist', ['jobsubmission', 'stage', 'cvsentDate', 'feedback']], // no via: only the links go
  ])('leaves out what the engine fills for %s', (code, want) => {
    expect(stageFormMeta(cvsent, pipeline, stageOf(pipeline, code)!).fields.map((f) => f.name)).toEqual(want);
  });
});

describe('stagePrefill', () => {
  const round: FieldMeta = { name: 'round', label_value: 'Round', type: 'dropdown', options: [{ code: '1', value: '1' }, { code: '2', value: '2' }, { code: '3', value: '3' }] };
  const stageFields: FieldMeta[] = [
    round,
    { name: 'users', label_value: 'Users', type: 'foreignkey', to: 'user', multiple: true, default_value: '{{user.id}}' },
    { name: 'finance', label_value: 'Finance', type: 'foreignkey', to: 'user', default_value: '{{user.id}}' },
    { name: 'onboardDate', label_value: 'Onboard', type: 'date' },
    { name: 'feedback', label_value: 'Feedback', type: 'multiline' },
    { name: 'status', label_value: 'Status', type: 'dropdown', options: [{ code: 'pending', value: 'Pending' }] },
  ];
  const recordFields: FieldMeta[] = [
    { name: 'interviewRound', label_value: 'Round', type: 'dropdown' },
    { name: 'onboardDate', label_value: 'Onboard', type: 'date' },
    { name: 'feedback', label_value: 'Feedback', type: 'multiline' }, // same name, not a date: not copied
    { name: 'status', label_value: 'Stage', type: 'dropdown' },
  ];
  const me = { id: 7, __name__: 'Leo' };
  const interview = stageOf(pipeline, 'clientinterview')!;
  it.each([
    ['a first interview starts from the record\'s round', { interviewRound: '1' }, 'cvsent', { round: '1' }],
    ['a further interview advances the round', { interviewRound: '1' }, 'clientinterview', { round: '2' }],
    ['the last round stays the last', { interviewRound: '3' }, 'clientinterview', { round: '3' }],
    ['same-name dates are copied, not other fields', { onboardDate: '2026-01-05', feedback: 'x', status: 'longlist' }, 'cvsent', { onboardDate: '2026-01-05' }],
    ['empty values are not', { interviewRound: null, onboardDate: '' }, 'cvsent', {}],
  ])('%s', (_, record, from, want) => {
    const got = stagePrefill(stageFields, { id: 1, ...record }, recordFields, interview, from, me);
    expect(got).toEqual({ users: [me], finance: me, ...want });
  });
  it('leaves user links empty without a user', () => {
    expect(stagePrefill(stageFields, { id: 1 }, recordFields, interview, 'cvsent')).toEqual({});
  });
  it('starts a sub-form list empty, so a new stage record\'s children can be entered', () => {
    const split: FieldMeta = { name: 'share_set', label_value: 'Split', type: 'reverse_foreignkey', to: 'share', collection: { fields: ['user', 'percent'] } };
    expect(stagePrefill([split], { id: 1 }, recordFields, interview, 'cvsent')).toEqual({ share_set: [] });
  });
});

describe('nextOption', () => {
  const f: FieldMeta = { name: 'r', label_value: 'r', type: 'dropdown', options: [{ code: 'a', value: 'a' }, { code: 'b', value: 'b' }] };
  it.each([['a', 'b'], ['b', 'b'], ['z', 'z']])('%s → %s', (code, want) => {
    expect(nextOption(f, code)).toBe(want);
  });
});
