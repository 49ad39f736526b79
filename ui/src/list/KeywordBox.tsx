import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing must pause before the search runs. */
export const KEYWORD_PAUSE_MS = 300;

/** The list's main box, the plain search (the gql box is behind Advanced): its text is the list's keyword= term, Boolean
 * (Java AND (上海 OR 杭州) NOT 外包) or plain, applied on Enter or when typing pauses. The
 * server names what it cannot read (an unclosed quote) in the list's error. */
export function KeywordBox({ value, onApply, problemId }: { value: string; onApply(keyword: string): void; problemId?: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const applied = useRef(value);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => { setDraft(value); applied.current = value; }, [value]);
  useEffect(() => {
    if (draft.trim() === applied.current.trim()) return;
    pause.current = setTimeout(() => apply(draft), KEYWORD_PAUSE_MS);
    return () => clearTimeout(pause.current);
  });
  function apply(text: string) {
    clearTimeout(pause.current);
    applied.current = text.trim();
    onApply(text.trim());
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    apply(draft);
  }
  return (
    <form onSubmit={submit} className="relative min-w-0 basis-full sm:max-w-sm sm:flex-1 sm:basis-auto" role="search">
      <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('list.keyword')} aria-label={t('list.keywordLabel')}
        aria-invalid={problemId ? true : undefined} aria-describedby={problemId}
        className="block w-full rounded-lg border-0 bg-white py-1.5 pl-8 pr-3 text-sm text-slate-900 shadow-sm outline-none ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600" />
    </form>
  );
}
