// Accounts (with profile/): the sign-in gate (sign in, expired workspace, forced password
// change), the profile panel (page float profile:{sub}, #profile/{sub}) and its entries in the
// avatar's menu.
import { Bell, KeyRound, Languages, UserRound } from 'lucide-react';
import { lazy } from 'react';
import type { GateState, UiModule, UserMenuEntry } from '../modules/registry';
import { isLinemgr } from '../profile/links';
import { usePageFloat } from '../stores/pageFloat';
import { isSubUser } from '../stores/session';
import { ExpiredPage } from './ExpiredPage';
import { LoginPage } from './LoginPage';
import { SetPasswordPage } from './SetPasswordPage';

/** Who may see the app: the sign-in page for nobody, then an expired workspace, then the
 * first-login password change (sub users act for a parent account and skip it). */
function gate({ user, config }: GateState) {
  if (!user) return LoginPage;
  if (config?.system_expired) return ExpiredPage;
  if ((user.firstLogin || user.changePassword) && !isSubUser(user)) return SetPasswordPage;
  return null;
}

const profileEntry = (sub: string, labelKey: string, icon: UserMenuEntry['icon'], shown?: UserMenuEntry['shown']): UserMenuEntry =>
  ({ key: sub, labelKey, icon, shown, select: () => usePageFloat.getState().open(`profile:${sub}`) });
// A line manager's menu holds only password and language (spec 001 §6).
const notLinemgr = (user: Parameters<typeof isLinemgr>[0]) => !isLinemgr(user);

export const accounts: UiModule = {
  name: 'accounts',
  // The profile's e-mail page (personal templates and signature) is mail's.
  requires: ['mail'],
  gate,
  floatRoutes: { profile: 'profile' },
  floats: [{ type: 'profile', Component: lazy(() => import('../profile/ProfilePanel')) }],
  userMenu: [
    profileEntry('profile', 'profile.myProfile', UserRound, notLinemgr),
    profileEntry('password', 'profile.password', KeyRound),
    profileEntry('language', 'profile.language', Languages),
    profileEntry('message', 'profile.message', Bell, notLinemgr),
  ],
};
