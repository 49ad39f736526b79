import { describe, expect, it } from 'vitest';
import { profileLinks, profileTitleKey } from './links';

describe('profile links', () => {
  it('a line manager sees only password and language', () => {
    expect(profileLinks({ user_type: 'linemgr', isLinemgr: true })).toEqual(['password', 'language']);
    expect(profileLinks({ user_type: 'linemgr' })).toEqual(['password', 'language']);
    expect(profileLinks({ user_type: 'consultant', isLinemgr: false })).toEqual(['profile', 'password', 'email', 'language', 'message']);
  });
  it('the e-mail page is hidden for LinkedIn and kelly', () => {
    expect(profileLinks({ user_type: 'consultant' }, { clientType: 'LinkedIn', CLIENT_CODE: '' })).toEqual(['profile', 'password', 'language', 'message']);
    expect(profileLinks({ user_type: 'consultant' }, { clientType: 'HT', CLIENT_CODE: 'kelly' })).toEqual(['profile', 'password', 'language', 'message']);
    expect(profileLinks({ user_type: 'consultant' }, { clientType: 'HT', CLIENT_CODE: '' })).toContain('email');
  });
  it('an unknown sub type has the generic title', () => {
    expect(profileTitleKey('password')).toBe('profile.password');
    expect(profileTitleKey('sms')).toBe('profile.details');
  });
});
