// The profile wrapper's side links (spec 001 'Profile sidebar links'), of those this app has
// today. E-mail and SMS settings and personal templates come with their own screens.
import type { CurrentUser } from '../api/types';

export type ProfileSub = 'profile' | 'password' | 'language' | 'message';

/** A line manager sees only the password and language links (spec 001 §6). */
export function profileLinks(user: Pick<CurrentUser, 'isLinemgr' | 'user_type'>): ProfileSub[] {
  return isLinemgr(user) ? ['password', 'language'] : ['profile', 'password', 'language', 'message'];
}

export function isLinemgr(user: Pick<CurrentUser, 'isLinemgr' | 'user_type'>): boolean {
  return user.isLinemgr === true || user.user_type === 'linemgr';
}

/** The panel's title key for a sub type; unknown ones read 'Details'. */
export function profileTitleKey(sub: string): string {
  return ({ profile: 'profile.myProfile', password: 'profile.password', language: 'profile.language', message: 'profile.message' } as Record<string, string>)[sub] ?? 'profile.details';
}
