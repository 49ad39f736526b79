import { api } from '../api/endpoints';
import type { Lang } from '../api/types';
import { useToasts } from '../components/Toasts';
import { setLang } from '../i18n';
import { useSession } from '../stores/session';

/** Saves the user's language on the server, then reloads: field labels come from the server
 * in the user's language. Used by the user menu and the profile's System Language page. */
export function useChangeLanguage() {
  const push = useToasts((s) => s.push);
  return async (lang: Lang) => {
    const user = useSession.getState().user!;
    try {
      await api.changeLanguage(user, lang);
      setLang(lang);
      window.location.reload();
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    }
  };
}
