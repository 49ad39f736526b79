// The bodies of to-dos, e-mails and SMS on the feed.
import { smsFeedCell } from '../notice/smsFeed';
import { useTranslation } from 'react-i18next';
import type { DataRecord, Lang } from '../api/types';
import { formatDateTime } from '../i18n/format';
import { nameOf } from '../widgets/display/types';
import { logValue } from '../detail/logValue';

const text = (v: unknown) => logValue(v);

export function TodoBody({ todo, lang }: { todo: DataRecord; lang: Lang }) {
  const { t } = useTranslation();
  // The to-do model names its people in assignees (a multiple link, expanded to names);
  // todouser_set is the spec's shape of the same.
  const who = Array.isArray(todo.assignees) ? todo.assignees : todo.todouser_set;
  const people = Array.isArray(who) ? (who as DataRecord[]).map((e) => nameOf(e.user ?? e, lang)) : [];
  const start = todo.start_date ? formatDateTime(String(todo.start_date), lang) : '';
  const end = todo.end_date ? formatDateTime(String(todo.end_date), lang) : '';
  return (
    <div className="space-y-1 text-sm text-slate-700">
      {(start || end) && <p className="text-xs tabular-nums text-slate-500">{start}{end && ` – ${end}`}</p>}
      <p className="whitespace-pre-wrap">{text(todo.content)}</p>
      {people.length > 0 && <p className="text-xs text-slate-500">{t('feed.assignees')}: {people.join(', ')}</p>}
    </div>
  );
}

export function EmailBody({ mail }: { mail: DataRecord }) {
  const { t } = useTranslation();
  const to = text(mail.to ?? mail.recipients ?? mail.to_address);
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p className="font-medium text-slate-900">{text(mail.subject) || mail.__name__}</p>
      {to && <p className="text-xs text-slate-500">{t('feed.to')}: {to}</p>}
      {/* Why a mail did not go out (its status badge says that it did not). */}
      {mail.status === 'failed' && text(mail.error) && <p className="text-xs text-red-600">{text(mail.error)}</p>}
    </div>
  );
}

export function SmsBody({ sms }: { sms: DataRecord }) {
  const cell = smsFeedCell(sms);
  return (
    <div className="space-y-0.5 text-sm">
      {cell.to && <p className="text-xs text-slate-500">{cell.to}</p>}
      <p className="whitespace-pre-wrap text-slate-700">{cell.body}</p>
      {cell.error && <p className="text-xs text-red-600">{cell.error}</p>}
    </div>
  );
}
