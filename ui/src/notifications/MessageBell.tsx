import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageFloat } from '../stores/pageFloat';
import { badgeText, useMessageCounts } from './counts';

/** The page float of the notification list (#message/list). */
export const MESSAGE_FLOAT = 'message:list';

/** The header's bell: unread notifications, capped at 999+, opening the list. */
export function MessageBell() {
  const { t } = useTranslation();
  const msg = useMessageCounts((s) => s.counts.msg);
  const text = badgeText(msg);
  return (
    <button type="button" onClick={() => usePageFloat.getState().open(MESSAGE_FLOAT)}
      aria-label={text ? t('inbox.bellUnread', { count: msg }) : t('inbox.bell')} title={t('inbox.title')}
      className="relative rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
      <Bell className="size-5" aria-hidden />
      {text && (
        <span data-testid="message-badge"
          className="absolute -right-1 -top-1 min-w-[1.125rem] rounded-full bg-red-600 px-1 text-center text-[10px] font-semibold leading-[1.125rem] text-white ring-2 ring-white">
          {text}
        </span>
      )}
    </button>
  );
}
