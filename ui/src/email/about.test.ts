import { describe, expect, it } from 'vitest';
import type { DataRecord, FieldMeta } from '../api/types';
import { aboutLinks, recordAddresses } from './about';

const f = (name: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({ name, label_value: name, type: 'char', ...extra });

describe('about', () => {
  it('links the mail to the record through the foreignkey to its model', () => {
    const mail = [f('subject'), f('candidate', { type: 'foreignkey', to: 'candidate' }), f('clientcontact', { type: 'foreignkey', to: 'clientcontact' })];
    expect(aboutLinks(mail, { model: 'clientcontact', id: 7, record: { id: 7 } as DataRecord })).toEqual({ clientcontact: 7 });
    expect(aboutLinks(mail, { model: 'team', id: 1, record: { id: 1 } as DataRecord })).toEqual({});
    expect(aboutLinks(undefined, undefined)).toEqual({});
  });
  it('reads the record addresses of its email fields, valid ones only', () => {
    const fields = [f('englishName'), f('email', { format: 'email' }), f('email1', { format: 'email' }), f('email2', { format: 'email' })];
    const rec = { id: 1, englishName: 'g@x.com', email: 'bad', email1: 'grace@work.example.com', email2: 'grace@work.example.com' } as unknown as DataRecord;
    expect(recordAddresses(fields, rec)).toEqual(['grace@work.example.com']);
  });
});
