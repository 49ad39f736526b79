// Binding a board account: the OAuth window and the wait for it.
import { bindUrl } from './api';
import { useBoardsStore } from './boards';

/** The window's size: the providers' consent pages are narrow forms. */
const POPUP = { width: 560, height: 680 };
/** How often the window is checked for having been closed by hand. */
const POLL_MS = 500;

/** Where the window opens: centred over the app's window. */
export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP.height) / 2));
  return `popup=yes,width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`;
}

/** The window the bind flow runs in could not be opened (a pop-up blocker). */
export class PopupBlockedError extends Error {
  constructor() { super('popup blocked'); }
}

/**
 * Opens the provider's consent page for `site` in a new window (spec 002 §4: the window posts
 * 'closeme' from our origin and closes), waits for that message or for the window to be closed
 * by hand, then asks the server again whether the reader is bound. Rejects with
 * PopupBlockedError when the browser refuses the window.
 */
export function bindAccount(site: string): Promise<boolean> {
  const w = window.open(bindUrl(site, window.location.origin), `huntline-bind-${site}`, popupFeatures(window));
  if (!w) return Promise.reject(new PopupBlockedError());
  return new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
      resolve();
    };
    const onMessage = (e: MessageEvent) => {
      // Only our own callback page may end the wait: the provider's pages are another origin.
      if (e.origin !== window.location.origin || e.data !== 'closeme') return;
      try { w.close(); } catch { /* already closed */ }
      done();
    };
    const timer = window.setInterval(() => { if (w.closed) done(); }, POLL_MS);
    window.addEventListener('message', onMessage);
  }).then(async () => {
    const boards = await useBoardsStore.getState().reload();
    return Boolean(boards.find((b) => b.site === site)?.bound);
  });
}
