import { describe, expect, it, vi } from 'vitest';
import type { DataRecord, ModelMeta } from '../api/types';
import { inLanguage } from './EmailComposer';
import { invitationActions } from './invitations';

const meta = {
  name: 'clientinterview', fields: [{ name: 'candidate', type: 'foreignkey', to: 'candidate' }, { name: 'contacts', type: 'foreignkey', to: 'clientcontact', multiple: true }],
  invitations: [{ link: 'candidate', label: 'Candidate', template_type: 'interview' }, { link: 'contacts', label: 'Interviewers', template_type: 'clientcontact' }],
  calendar_link: 'calendar_entry',
} as unknown as ModelMeta;

describe('invitations', () => {
  it('offers one Invite per group the record names, once it is on the calendar', () => {
    const on = { id: 1, candidate: { id: 3 }, contacts: [{ id: 8 }], calendar_entry: 5 } as unknown as DataRecord;
    expect(invitationActions('clientinterview', on, vi.fn(), meta).map((a) => a.name)).toEqual(['invite_candidate', 'invite_contacts']);
    expect(invitationActions('clientinterview', { ...on, contacts: [] }, vi.fn(), meta).map((a) => a.name)).toEqual(['invite_candidate']);
    expect(invitationActions('clientinterview', { ...on, calendar_entry: null }, vi.fn(), meta)).toEqual([]);
  });
});

describe('templates per language', () => {
  const sets = { system: [{ id: 1, name: 'Interview', language: 'en' }, { id: 2, name: '面试', language: 'zh_CN' }, { id: 3, name: 'Any' }], user: [{ id: 4, name: 'Mine', language: 'zh_CN' }] } as never;
  it('keeps the language written in and the templates for any language', () => {
    const zh = inLanguage(sets, 'zh_CN');
    expect(zh.system.map((t) => t.id)).toEqual([2, 3]);
    expect(zh.user.map((t) => t.id)).toEqual([4]);
    expect(inLanguage(sets, '').system).toHaveLength(3);
  });
});
