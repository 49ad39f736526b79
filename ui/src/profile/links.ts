// The profile wrapper's side links (spec 001 'Profile sidebar links'), of those this app has
// today. E-mail and SMS settings, personal templates and notifications come with their own screens.
import type { CurrentUser, SystemConfig } from '../api/types';

export type ProfileSub = 'profile' | 'password' | 'email' | 'language' | 'message';

/** A line manager sees only the password and language links (spec 001 §6); the e-mail page
 * (personal templates and signature) is hidden for the LinkedIn client type and client code
 * kelly. */
export function profileLinks(user: Pick<CurrentUser, 'isLinemgr' | 'user_type'>, config?: Pick<SystemConfig, 'clientType' | 'CLIENT_CODE'>): ProfileSub[] {
  if (isLinemgr(user)) return ['password', 'language'];
  const mail = config?.clientType !== 'LinkedIn' && config?.CLIENT_CODE !== 'kelly';
  return mail ? ['profile', 'password', 'email', 'language', 'message'] : ['profile', 'password', 'language', 'message'];
}

export function isLinemgr(user: Pick<CurrentUser, 'isLinemgr' | 'user_type'>): boolean {
  return user.isLinemgr === true || user.user_type === 'linemgr';
}

/** The panel's title key for a sub type; unknown ones read 'Details'. */
export function profileTitleKey(sub: string): string {
  return ({ profile: 'profile.myProfile', password: 'profile.password', email: 'email.templates.profileTitle', language: 'profile.language', message: 'profile.message' } as Record<string, string>)[sub] ?? 'profile.details';
}
