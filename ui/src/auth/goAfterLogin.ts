import { activeModules } from '../modules/active';
import { collect } from '../modules/registry';
import { keepParams } from '../router/hash';
import { useSession } from '../stores/session';

/** After sign-in, go where the server says (the `next` it accepted), keeping the hash the
 * user came in with; when that is this page, just load the session instead of reloading. */
export async function goAfterLogin(target: string) {
  const url = new URL(target || '/crm', window.location.origin);
  const hash = url.hash || (window.location.hash === '#login' ? '' : window.location.hash);
  const samePage = url.pathname === window.location.pathname || (window.location.pathname.startsWith('/m') && url.pathname === '/crm');
  if (samePage) {
    // A landing link's parameters (review_id, interview_id …) stay for the shell to follow.
    const kept = keepParams(window.location.search, collect(activeModules(), 'signInKeeps'));
    history.replaceState(null, '', window.location.pathname + kept + hash);
    await useSession.getState().load();
    return;
  }
  window.location.assign(url.pathname + url.search + hash);
}
