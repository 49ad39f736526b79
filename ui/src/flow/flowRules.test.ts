import { describe, expect, it } from 'vitest';
import type { DataRecord, FieldMeta, ModelMeta } from '../api/types';
import {
  currentFeedback, flowActions, flowButtons, flowDemandKeys, flowLayout, flowLinks, flowSide, flowStage, flowTitle, isFlowModel, isLimited, limitContacts,
  recordEditable, stageRecords,
} from './flowRules';

const field = (name: string, type: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({ name, type, label_value: name, ...extra });

const meta: ModelMeta = {
  name: 'jobsubmission', label_value: 'Job Submission', views: {}, allowed_actions: ['view', 'edit'],
  pipeline: {
    stage: 'status', board: 'joborder', links: ['candidate', 'joborder', 'owner'],
    stages: [
      { code: 'longlist', to: ['cvsent', 'reject'] },
      { code: 'cvsent', model: 'cvsent', via: 'jobsubmission', to: ['clientinterview', 'reject'] },
      { code: 'clientinterview', model: 'clientinterview', via: 'jobsubmission', to: ['clientinterview', 'offersign', 'reject'] },
      { code: 'invoice', model: 'invoice', via: 'jobsubmission', to: ['invoice'] },
      { code: 'reject', model: 'reject', via: 'jobsubmission', to: ['longlist'] },
    ],
  },
  fields: [
    field('candidate', 'foreignkey', { to: 'candidate' }), field('joborder', 'foreignkey', { to: 'joborder' }), field('owner', 'foreignkey', { to: 'user' }),
    field('status', 'dropdown'), field('feedback', 'multiline'),
    field('cvsent_set', 'reverse_foreignkey', { to: 'cvsent', via: 'jobsubmission' }),
    field('clientinterview_set', 'reverse_foreignkey', { to: 'clientinterview', via: 'jobsubmission' }),
    field('invoice_set', 'reverse_foreignkey', { to: 'invoice', via: 'jobsubmission' }),
    field('reject_set', 'reverse_foreignkey', { to: 'reject', via: 'jobsubmission' }),
    field('note_set', 'reverse_foreignkey', { to: 'note', via: 'jobsubmission' }),
  ],
};

const rec = (extra: Record<string, unknown>): DataRecord => ({ id: 7, status: 'longlist', candidate: { id: 3, __name__: 'Li Na' }, joborder: { id: 9, __name__: 'CFO' }, ...extra });

describe('isFlowModel', () => {
  it.each([
    [meta, true],
    [{ ...meta, pipeline: undefined }, false],
    [{ ...meta, pipeline: { stage: 'status', stages: [] } }, false],
    [undefined, false],
  ])('%#', (m, want) => expect(isFlowModel(m)).toBe(want));
});

describe('flowLayout', () => {
  it.each([
    [undefined, 1], [{}, 1], [{ flow_detail_layout: 1 }, 1], [{ flow_detail_layout: 2 }, 2], [{ flow_detail_layout: '2' }, 2], [{ flow_detail_layout: 3 }, 1],
  ])('%j → %i', (config, want) => expect(flowLayout(config)).toBe(want));
});

describe('isLimited', () => {
  it.each([
    [{ id: 9, islimited: true }, true], // outside: only the id comes
    [{ id: 9, islimited: true, __name__: 'CFO' }, false], // inside a limited job: read whole
    [{ id: 9, islimited: false, __name__: 'CFO' }, false],
    [9, false], [undefined, false], [null, false],
  ])('%j → %s', (job, want) => expect(isLimited(job)).toBe(want));
});

describe('flowButtons', () => {
  it.each([
    // limited, editable, feedback, submission → edit, menu
    [false, true, true, true, { edit: true, menu: true }],
    [true, true, true, true, { edit: false, menu: false }],
    [false, false, true, true, { edit: false, menu: true }],
    [true, false, true, true, { edit: false, menu: false }],
    [false, true, false, true, { edit: true, menu: false }],
    [false, true, true, false, { edit: true, menu: false }],
  ])('limited %s editable %s feedback %s submission %s', (limited, editable, feedback, submission, want) => {
    expect(flowButtons({ limited, editable, feedback, submission })).toEqual(want);
  });
});

describe('flowSide', () => {
  it.each([
    [{ clientType: 'HT' }, false, 'events'],
    [undefined, false, 'events'],
    [{ clientType: 'HR' }, false, 'notes'],
    [{ clientType: 'hr' }, false, 'notes'],
    [{ clientType: 'HT', disable_flow_detail_note: true }, false, 'none'],
    [{ clientType: 'HR', disable_flow_detail_note: 1 }, false, 'none'],
    [{ clientType: 'HT', disable_flow_detail_note: '1' }, false, 'none'],
    [{ clientType: 'HT', disable_flow_detail_note: false }, false, 'events'],
    [{ clientType: 'HT' }, true, 'none'], // slide mode drops the side column
    [{ clientType: 'HR' }, true, 'none'],
  ])('%j slide %s → %s', (config, slide, want) => expect(flowSide(config, slide)).toBe(want));
});

describe('flowTitle', () => {
  it.each([
    [rec({}), { name: 'Li Na', id: 7 }], // the submission's own id, not the candidate's (3)
    [rec({ candidate: 3 }), { name: 'Job Submission', id: 7 }], // not expanded
    [rec({ candidate: null }), { name: 'Job Submission', id: 7 }],
    [rec({ candidate: { id: 3 } }), { name: 'Job Submission', id: 7 }], // no name to show
  ])('%#', (record, want) => expect(flowTitle(record, 'candidate', 'Job Submission')).toEqual(want));
  it('falls back without a candidate link', () => expect(flowTitle(rec({}), undefined, 'Job Submission')).toEqual({ name: 'Job Submission', id: 7 }));
});

describe('flowLinks and demand keys', () => {
  it('finds the candidate and the job by the pipeline', () => {
    const l = flowLinks(meta);
    expect([l.candidate?.name, l.job?.name]).toEqual(['candidate', 'joborder']);
  });
  it('reads the links and every stage set', () => {
    expect(flowDemandKeys(meta)).toEqual(['candidate', 'joborder', 'owner', 'cvsent_set', 'clientinterview_set', 'invoice_set', 'reject_set']);
  });
  it('and the links its base info shows', () => {
    const shown = { ...meta, fields: [...meta.fields, field('hunter', 'foreignkey', { to: 'user' })],
      views: { detail: { groups: [{ name: 'basic', label: {}, layout: 2 as const, fields: ['candidate', 'status', 'hunter'] }] } } };
    expect(flowDemandKeys(shown)).toEqual(['candidate', 'joborder', 'owner', 'cvsent_set', 'clientinterview_set', 'invoice_set', 'reject_set', 'hunter']);
  });
});

describe('feedback and actions', () => {
  const interviews = [{ id: 11, round: 'first', feedback: 'ok' }, { id: 14, round: 'second', feedback: 'great' }];
  it('orders stage records newest first', () => {
    expect(stageRecords(rec({ clientinterview_set: interviews }), meta, meta.pipeline!.stages[2]).map((r) => r.id)).toEqual([14, 11]);
  });
  it.each([
    ['a stage without a model: the submission itself', rec({}), undefined, 7],
    ['the latest interview round', rec({ status: 'clientinterview', clientinterview_set: interviews }), 'clientinterview', 14],
  ])('%s', (_, record, model, id) => {
    const f = currentFeedback(record, meta)!;
    expect([f.model, f.record.id]).toEqual([model, id]);
  });
  it('falls back to the submission at a stage whose record is missing', () => {
    const f = currentFeedback(rec({ status: 'cvsent', cvsent_set: [] }), meta)!;
    expect([f.model, f.record.id]).toEqual([undefined, 7]);
  });
  it('has no feedback without a pipeline', () => {
    expect(currentFeedback(rec({}), { ...meta, pipeline: undefined })).toBeUndefined();
  });
  it.each([
    ['longlist', rec({}), true, ['move:cvsent', 'move:reject', 'notify']],
    ['longlist, no notify', rec({}), false, ['move:cvsent', 'move:reject']],
    // offersign is no stage of this test pipeline, so it is not offered
    ['interview', rec({ status: 'clientinterview', clientinterview_set: interviews }), true, ['move:clientinterview', 'move:reject', 'editFlow', 'notify']],
    ['invoiced', rec({ status: 'invoice', invoice_set: [{ id: 2 }] }), false, ['move:invoice', 'editInvoice', 'editFlow']],
    ['rejected after an invoice', rec({ status: 'reject', invoice_set: [{ id: 2 }], reject_set: [] }), false, ['move:longlist', 'editInvoice']],
  ])('%s', (_, record, notify, want) => {
    expect(flowActions(record, meta, notify).map((a) => (a.to ? `${a.kind}:${a.to}` : a.kind))).toEqual(want);
  });
});

describe('limitContacts', () => {
  const fields = [field('contacts', 'foreignkey', { to: 'clientcontact', multiple: true }), field('owner', 'foreignkey', { to: 'user' })];
  it.each([
    ['limits the contact pickers', 'clientcontact', [4, 5], 'id__s=4,5'],
    ['no contacts: none offered', 'clientcontact', [], 'id__s=0'],
  ])('%s', (_, model, ids, filter) => {
    const out = limitContacts(fields, model, ids);
    expect(out[0].link_rule).toEqual({ filter });
    expect(out[1].link_rule).toBeUndefined();
  });
  it('leaves the fields when the contacts did not load', () => {
    expect(limitContacts(fields, '', undefined)).toBe(fields);
  });
});

describe('flowStage', () => {
  const stageField = field('status', 'dropdown', { options: [{ code: 'cvsent', value: 'CV Sent', en_US: 'CV Sent', zh_CN: '推荐简历', color: '#2563eb' }] });
  it.each([
    ['the server\'s __status', rec({ status: 'cvsent', __status: { code: 'cvsent', name: 'CV 已发', color: '#111111' } }), 'zh_CN', { code: 'cvsent', label: 'CV 已发', color: '#111111' }],
    ['the option, in the language', rec({ status: 'cvsent' }), 'zh_CN', { code: 'cvsent', label: '推荐简历', color: '#2563eb' }],
    ['a stale __status is not read', rec({ status: 'cvsent', __status: { code: 'longlist', name: 'Longlist' } }), 'en', { code: 'cvsent', label: 'CV Sent', color: '#2563eb' }],
    ['an unknown code as is', rec({ status: 'onhold' }), 'en', { code: 'onhold', label: 'onhold', color: undefined }],
  ] as const)('%s', (_, record, lang, want) => expect(flowStage(record, stageField, lang)).toEqual(want));
});

describe('recordEditable', () => {
  it.each([
    [{ editable: true }, false, true],
    [{ editable: false }, true, false], // the read wins
    [{}, true, true],
    [{}, undefined, false], // not answered yet
  ])('%j actions %s → %s', (extra, fromActions, want) => expect(recordEditable(rec(extra), fromActions)).toBe(want));
});
