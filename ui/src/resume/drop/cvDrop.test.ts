import { describe, expect, it } from 'vitest';
import type { FieldMeta, FileInfo } from '../../api/types';
import { appendFile, CV_ACCEPT, extrasOf, isCvName, markedFields, marksLeft, prefillOf, takesCvs } from './cvDrop';

const FILE: FileInfo = { id: 41, uuidname: 'u-41.pdf', originname: '张伟简历.pdf', ext: 'pdf', filesize: 1200 };
const field = (name: string, type = 'char', extra: Partial<FieldMeta> = {}) => ({ name, type, label_value: name, ...extra }) as FieldMeta;
const FIELDS = [field('chineseName'), field('mobile'), field('mobile1'), field('email'), field('email1'), field('resumes', 'attachments'),
  field('resumeText', 'originaltext'), field('education_set', 'reverse_foreignkey'), field('dateAdded', 'datetime', { system: true })];

describe('which files and models', () => {
  it('knows a CV by its extension, in any case', () => {
    expect(['a.pdf', 'B.DOCX', 'c.doc', 'd.rtf', 'e.html', 'f.htm', 'g.txt'].every(isCvName)).toBe(true);
    expect(['photo.png', 'cv', '.pdf', 'sheet.xlsx', 'cv.pdf.exe'].some(isCvName)).toBe(false);
    expect(CV_ACCEPT).toContain('.docx');
  });
  it('takes CVs on a model with the résumés attachments field the user may add to', () => {
    expect(takesCvs({ fields: FIELDS, allowed_actions: ['add', 'view'] })).toBe(true);
    expect(takesCvs({ fields: FIELDS, allowed_actions: ['view'] })).toBe(false);
    expect(takesCvs({ fields: [field('resumes', 'char')], allowed_actions: ['add'] })).toBe(false);
    expect(takesCvs({ fields: [field('chineseName')], allowed_actions: ['add'] })).toBe(false);
  });
});

describe('the pre-filled form', () => {
  const parsed = { chineseName: '张伟', mobile: '13812345678', email: '', tags: [], expectedSalary: { min: null, max: null },
    resumeText: '张伟 …', education_set: [{ school: '复旦大学' }] };
  const prefill = prefillOf(parsed, FILE);

  it('keeps the filled values and puts the file first in résumés', () => {
    expect(prefill).toEqual({ chineseName: '张伟', mobile: '13812345678', resumeText: '张伟 …', education_set: [{ school: '复旦大学' }], resumes: [FILE] });
  });
  it('marks the fields the form shows, not the file', () => {
    expect(markedFields(prefill, ['chineseName', 'mobile', 'email', 'resumes'])).toEqual(['chineseName', 'mobile']);
  });
  it('clears a mark once its value is no longer the CV\'s', () => {
    const initial = { chineseName: '张伟', mobile: '13812345678' };
    expect(marksLeft(['chineseName', 'mobile'], initial, { ...initial })).toEqual(['chineseName', 'mobile']);
    expect(marksLeft(['chineseName', 'mobile'], initial, { ...initial, mobile: '13812345679' })).toEqual(['chineseName']);
    expect(marksLeft(['chineseName'], initial, { mobile: '1' })).toEqual([]);
  });
  it('sends what the form does not show: the file by id, the text, the education', () => {
    expect(extrasOf(prefill, ['chineseName', 'mobile'], FIELDS)).toEqual({ resumes: [41], resumeText: '张伟 …', education_set: [{ school: '复旦大学' }] });
    // The form shows résumés (a view names it): the form sends it.
    expect(extrasOf(prefill, ['chineseName', 'mobile', 'resumes'], FIELDS)).not.toHaveProperty('resumes');
    // A field the model lacks or the system fills is not sent.
    expect(extrasOf({ dateAdded: 'x', unknown: 1 }, [], FIELDS)).toEqual({});
  });
});

describe('attaching a CV to a candidate', () => {
  it('appends the file to the candidate\'s résumés, the current CV staying first', () => {
    expect(appendFile([{ id: 3 }, { id: 5 }], FILE)).toEqual([3, 5, 41]);
    expect(appendFile(null, FILE)).toEqual([41]);
    expect(appendFile([41, 3], FILE)).toEqual([41, 3]);
  });
});
