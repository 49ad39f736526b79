import { describe, expect, it } from 'vitest';
import { refusedField } from './PasswordPage';

describe('refusedField', () => {
  it.each([
    ['origin: the current password is not correct', { field: 'origin', text: 'the current password is not correct' }],
    ['origin：当前密码不正确', { field: 'origin', text: '当前密码不正确' }],
    ['new: must differ from the current password', { field: 'new', text: 'must differ from the current password' }],
    ["Your confirm password doesn't match your new password", undefined],
  ])('%s', (message, want) => {
    expect(refusedField(message)).toEqual(want);
  });
});
