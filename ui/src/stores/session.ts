// Who is signed in and the tenant configuration the gate reads. 'anonymous' shows the login
// page; a 401 from any call lands here through the API client's unauthorized handler.
import { create } from 'zustand';
import { api } from '../api/endpoints';
import { setUnauthorizedHandler } from '../api/client';
import { CSRF_COOKIE, readCookie } from '../api/csrf';
import { ApiError } from '../api/errors';
import type { CurrentUser, SystemConfig } from '../api/types';
import { useUserConfig } from './userConfig';

type SessionStatus = 'loading' | 'anonymous' | 'ready' | 'error';

interface SessionState {
  status: SessionStatus;
  user?: CurrentUser;
  config?: SystemConfig;
  error?: ApiError;
  load(): Promise<void>;
  signedOut(): void;
  setUser(user: CurrentUser): void;
}

export const useSession = create<SessionState>((set) => ({
  status: 'loading',
  async load() {
    set({ status: 'loading', error: undefined });
    // The CSRF cookie is set with the session: without it there is no session to ask about,
    // and asking would only log a 401 in the console.
    if (!readCookie(CSRF_COOKIE)) {
      set({ status: 'anonymous', user: undefined });
      return;
    }
    try {
      const [user, config] = await Promise.all([api.currentUser(), api.config()]);
      set({ status: 'ready', user, config });
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'unauthorized') set({ status: 'anonymous', user: undefined });
      else set({ status: 'error', error: e instanceof ApiError ? e : new ApiError('network', String(e)) });
    }
  },
  signedOut() {
    set({ status: 'anonymous', user: undefined, config: undefined });
    // The next user to sign in in this tab must not get this one's settings.
    useUserConfig.setState({ values: {}, loaded: false });
  },
  setUser(user) {
    set({ user });
  },
}));

setUnauthorizedHandler(() => {
  if (useSession.getState().status === 'ready') useSession.getState().signedOut();
});

/** Sub users act on behalf of a parent account; the route gate lets them skip set-password. */
export function isSubUser(user: CurrentUser): boolean {
  return user.parent_user !== null && user.parent_user !== undefined;
}
