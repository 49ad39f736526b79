import { describe, expect, it } from 'vitest';
import { isRecordWrite } from './recordWrites';

describe('which calls write records', () => {
  it.each([
    ['/rest/note/add', true], ['/rest/candidate/delete', true], ['/rest/candidate/massedit', true],
    ['/rest/candidate/import', true], ['/rest/candidate/import/preview', false],
    ['/rest/candidate/12/action/assign_to_me', true], ['/rest/jobsubmission/5/move', true],
    ['/rest/candidate/massaction/tag', true], ['/rest/candidate/list', false], ['/rest/feedcontent/list?page=1', false],
    ['/rest/user/login', false], ['/rest/custom_field/candidate/field/save', false],
  ])('%s → %s', (path, want) => {
    expect(isRecordWrite(path)).toBe(want);
  });
});
