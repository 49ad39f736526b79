// The live push in the browser (spec 001 §4, §7): the master tab (masterTab.ts) holds the
// one EventSource on GET /rest/user/polling and passes every event to the other tabs on a
// BroadcastChannel; each tab then updates its counts and shows the popup, and the master
// alone shows the desktop notification.
import { api } from '../api/endpoints';
import { navigate } from '../router/hash';
import { followOtherTabs, useMessageCounts } from './counts';
import { noticeLink } from './links';
import { electMaster } from './masterTab';
import { usePopups, type Notice } from './popups';

export const POLLING_URL = '/rest/user/polling';
export const PUSH_CHANNEL = 'huntline.push';
/** The inbox model (meta/models/notification.json). */
export const INBOX = 'notification';

/** One event of the stream: {status, data: {msg, publish}}. */
export interface PushMessage { msg?: number; publish?: { event: string; data?: unknown } | null }

/** What a tab does with an event, master or not. */
export function handlePush(m: PushMessage, master: boolean) {
  if (typeof m.msg === 'number') useMessageCounts.getState().set({ msg: m.msg });
  const ev = m.publish;
  if (!ev) return;
  if (ev.event === 'notification' && ev.data && typeof ev.data === 'object') {
    const n = ev.data as Notice;
    usePopups.getState().add(n);
    if (master) showDesktop(n);
  } else if (ev.event === 'resync') {
    void useMessageCounts.getState().load().catch(() => {});
  }
}

/** Opens a notification's record and marks it read. */
export async function openNotice(n: Notice) {
  usePopups.getState().dismiss(n.id);
  const link = noticeLink(n);
  if (link) navigate(link);
  try {
    // The server's count, not this tab's count less one: the read event of the live push
    // sets the count too, and whichever came second would otherwise take one off again.
    const changed = await api.markNoticesRead(INBOX, [n.id]);
    if (changed.length) await useMessageCounts.getState().load();
  } catch { /* the list shows it unread still; nothing else to do */ }
}

function showDesktop(n: Notice) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
  try {
    const d = new Notification('Huntline', { body: String(n.content ?? ''), tag: `huntline-notice-${n.id}` });
    d.onclick = () => { window.focus(); void openNotice(n); d.close(); };
  } catch { /* some browsers only allow them from a service worker */ }
}

/** Starts the live push for this tab; answers the function that stops it (sign-out). */
export function startLivePush(): () => void {
  const stopFollowing = followOtherTabs();
  void useMessageCounts.getState().load().catch(() => {});
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(PUSH_CHANNEL) : undefined;
  if (channel) channel.onmessage = (e: MessageEvent<PushMessage>) => handlePush(e.data, false);
  let source: EventSource | undefined;
  const stopElection = electMaster((master) => {
    source?.close();
    source = undefined;
    if (!master) return;
    source = new EventSource(POLLING_URL, { withCredentials: true });
    source.onmessage = (e: MessageEvent<string>) => {
      let body: { status?: boolean; data?: PushMessage };
      try { body = JSON.parse(e.data); } catch { return; }
      if (!body.status || !body.data) return;
      handlePush(body.data, true);
      channel?.postMessage(body.data);
    };
    source.addEventListener('signed_out', () => { source?.close(); source = undefined; });
  });
  return () => {
    stopElection();
    source?.close();
    channel?.close();
    stopFollowing();
  };
}
