import { describe, expect, it } from 'vitest';
import { cvsOf, markCurrent, pageUrls, previewKind, uploadedOn, withoutFile, type RecordFile } from './cvs';

const file = (id: number, field: string, ext = 'pdf'): RecordFile =>
  ({ id, uuidname: `u${id}.${ext}`, originname: `cv${id}.${ext}`, ext, filesize: 100, field, created: '2026-01-02T03:04:05Z' });

describe('cvsOf', () => {
  it('keeps the resumes field in stored order', () => {
    expect(cvsOf([file(3, 'resumes'), file(9, 'photos'), file(1, 'resumes')]).map((f) => f.id)).toEqual([3, 1]);
  });
});

describe('markCurrent', () => {
  it.each([
    [[1, 2, 3], 3, [3, 1, 2]],
    [[1, 2, 3], 1, [1, 2, 3]],
    [[1, 2], 7, [1, 2]],
  ])('%j, %d → %j', (ids, id, want) => expect(markCurrent(ids, id)).toEqual(want));
});

describe('withoutFile', () => {
  it('drops the file and keeps the order, so the next becomes current', () => {
    expect(withoutFile([4, 5, 6], 4)).toEqual([5, 6]);
  });
});

describe('previewKind', () => {
  it.each([
    ['pdf', 'pages'], ['PDF', 'pages'], ['txt', 'frame'], ['png', 'image'], ['JPG', 'image'], ['webp', 'image'],
    ['docx', 'pages'], ['doc', 'pages'], ['RTF', 'pages'], ['odt', 'pages'], ['zip', 'none'], ['', 'none'],
  ] as const)('%s → %s', (ext, want) => expect(previewKind({ ext })).toBe(want));
});

describe('uploadedOn', () => {
  it('answers nothing for a zero time', () => {
    expect(uploadedOn('0001-01-01T00:00:00Z')).toBe('');
    expect(uploadedOn('')).toBe('');
    expect(uploadedOn('2026-01-02T03:04:05Z')).toBe('2026-01-02T03:04:05Z');
  });
});

describe('pageUrls', () => {
  it('numbers the pages from 1 and escapes the name', () => {
    expect(pageUrls({ uuidname: 'a b.pdf' }, 2)).toEqual(['/rest/resume/page/a%20b.pdf/1', '/rest/resume/page/a%20b.pdf/2']);
    expect(pageUrls({ uuidname: 'x.pdf' }, 0)).toEqual([]);
  });
});
