import { describe, expect, it } from 'vitest';
import type { EmailTemplate } from '../api/emailEndpoints';
import type { DataRecord, FieldMeta } from '../api/types';
import { relatedLinks } from './about';
import { cvTemplate, linkIds, stageMailLink, withAddresses } from './stageMail';

const fk = (name: string, to: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({ name, label_value: name, type: 'foreignkey', to, ...extra });
const tpl = (id: number, name: string, attach_resume = true): EmailTemplate => ({ id, name, title: '', content: '', type: 'clientcontact', attach_resume });

describe('the stage mail', () => {
  it('is offered for a stage model the mail links', () => {
    const mail = [fk('candidate', 'candidate'), fk('cvsent', 'cvsent')];
    expect(stageMailLink(mail, 'cvsent')).toBe('cvsent');
    expect(stageMailLink(mail, 'offersign')).toBeUndefined();
    expect(stageMailLink(undefined, 'cvsent')).toBeUndefined();
  });
  it('starts from a template attaching CVs, in the user\'s language', () => {
    const sets = { system: [tpl(1, 'General', false), tpl(2, 'Send CV to client'), tpl(3, '推荐简历给客户')], user: [] };
    expect(cvTemplate(sets, 'en')?.id).toBe(2);
    expect(cvTemplate(sets, 'zh_TW')?.id).toBe(3);
    expect(cvTemplate({ system: [tpl(1, 'General', false)], user: [tpl(9, 'Mine')] }, 'zh_CN')?.id).toBe(9);
    expect(cvTemplate({ system: [tpl(1, 'General', false)], user: [] }, 'en')).toBeUndefined();
  });
  it('reads link values and merges addresses', () => {
    expect(linkIds([{ id: 3, __name__: 'x' }, 4, 'bad'])).toEqual([3, 4]);
    expect(linkIds(undefined)).toEqual([]);
    expect(linkIds({ id: 5 })).toEqual([5]);
    expect(withAddresses(['a@x.test'], ['b@x.test', 'a@x.test'])).toEqual(['a@x.test', 'b@x.test']);
  });
  it('takes the links of the records a mail is about through another, never the sender', () => {
    const mail = [fk('candidate', 'candidate'), fk('client', 'client'), fk('joborder', 'joborder'), fk('user', 'user', { editable: false })];
    const sub = { id: 12, candidate: { id: 21 }, joborder: 5, user: 7 } as unknown as DataRecord;
    const job = { id: 5, client: { id: 3 }, candidate: 99 } as unknown as DataRecord;
    expect(relatedLinks(mail, [sub, job])).toEqual({ candidate: 21, joborder: 5, client: 3 });
  });
});
