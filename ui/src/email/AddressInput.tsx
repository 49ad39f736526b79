// One address list of the composer (to, cc or bcc): tags typed or picked from suggestions
// (candidates' and contacts' e-mail fields, from the first character, 300 ms after the last
// key). Each tag is checked as it is added: an invalid one is refused with 'Invalid Email
// Address', a full list with 'Email address maximum' and the limit (spec 000 §5).
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailApi, type EmailSuggestion } from '../api/emailEndpoints';
import { inputClass } from '../widgets/input/types';
import { addAddresses, splitAddresses, SUGGEST_DELAY_MS, SUGGEST_MIN_CHARS, takeTyped } from './address';

export function AddressInput({ id, label, tags, onChange, max, action }: {
  id: string; label: string; tags: string[]; onChange(tags: string[]): void; max: number; action?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');
  const [suggestions, setSuggestions] = useState<EmailSuggestion[]>([]);

  useEffect(() => {
    const term = text.trim();
    if (term.length < SUGGEST_MIN_CHARS) { setSuggestions([]); return; }
    let stale = false;
    const timer = setTimeout(() => {
      emailApi.suggest(term).then((rows) => { if (!stale) setSuggestions(rows); }, () => { if (!stale) setSuggestions([]); });
    }, SUGGEST_DELAY_MS);
    return () => { stale = true; clearTimeout(timer); };
  }, [text]);

  function commit(incoming: string[]) {
    if (!incoming.length) return;
    const r = addAddresses(tags, incoming, max);
    onChange(r.tags);
    if (r.invalid.length) setNotice(`${t('email.invalidAddress')}: ${r.invalid.join(', ')}`);
    else if (r.full) setNotice(t('email.addressMaximum', { max }));
    else setNotice('');
  }
  function type(next: string) {
    const { done, rest } = takeTyped(next);
    commit(done);
    setText(rest);
  }
  function finish() {
    commit(splitAddresses(text));
    setText('');
    setSuggestions([]);
  }
  const shown = suggestions.filter((s) => !tags.some((tag) => tag.toLowerCase().includes(s.email.toLowerCase())));
  return (
    <div className="relative">
      <div className="mb-1 flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">{label}</label>
        {action}
      </div>
      <div className={`${inputClass(notice !== '')} flex flex-wrap items-center gap-1.5`}>
        {tags.map((tag) => (
          <span key={tag} className="inline-flex items-center gap-1 rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-100" data-testid={`${id}-tag`}>
            {tag}
            <button type="button" aria-label={t('email.removeAddress', { address: tag })} className="text-brand-400 hover:text-brand-700"
              onClick={() => { onChange(tags.filter((x) => x !== tag)); setNotice(''); }}>
              <X className="size-3" aria-hidden />
            </button>
          </span>
        ))}
        <input id={id} value={text} autoComplete="off" className="min-w-40 flex-1 border-0 bg-transparent p-0 text-sm outline-none focus:ring-0"
          placeholder={tags.length ? '' : t('email.addressPlaceholder')}
          aria-invalid={notice !== '' || undefined} aria-describedby={notice ? `${id}-notice` : undefined}
          onChange={(e) => type(e.target.value)}
          onPaste={(e) => { e.preventDefault(); type(text + e.clipboardData.getData('text') + ','); }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') { e.preventDefault(); finish(); }
            if (e.key === 'Backspace' && text === '' && tags.length) onChange(tags.slice(0, -1));
          }}
          onBlur={() => { if (text.trim()) finish(); }} />
      </div>
      {notice && <p id={`${id}-notice`} role="alert" className="mt-1 text-xs text-red-600">{notice}</p>}
      {shown.length > 0 && (
        <ul role="listbox" aria-label={t('email.suggestions')} className="absolute z-20 mt-1 max-h-56 w-full overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200">
          {shown.map((s) => (
            <li key={`${s.model}-${s.id}-${s.email}`} role="option" aria-selected={false}>
              <button type="button" className="block w-full px-3 py-1.5 text-left text-sm hover:bg-slate-50"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => { commit([s.label]); setText(''); setSuggestions([]); }}>
                <span className="font-medium text-slate-800">{s.name}</span> <span className="text-slate-500">{s.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
