// tags: free-text tags typed into one box. A comma or Enter ends a tag (spaces inside a tag
// are kept), Backspace in an empty box takes the last one back, at most the field's max.
// Typing suggests tags from the tag library (from 1 character, 300 ms after the last key);
// 'Tag library' opens the popover of groups to pick from.
import { Library, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/endpoints';
import type { TagLibraryRef } from '../../../api/types';
import { inputClass, type InputProps } from '../types';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_MIN_CHARS, DEFAULT_MAX_TAGS, addTags, cleanTag, splitTags, takeTyped, toggleTag, type TagsAdded } from './parse';
import { TagLibraryPopover } from './TagLibraryPopover';

export function TagsInput({ id, field, value, onChange, invalid, disabled }: InputProps) {
  const { t } = useTranslation();
  const tags = Array.isArray(value) ? (value as string[]) : [];
  const max = typeof field.max === 'number' ? field.max : DEFAULT_MAX_TAGS;
  const lib = field.tag_library as TagLibraryRef | undefined;
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [libraryOpen, setLibraryOpen] = useState(false);

  useEffect(() => {
    const term = cleanTag(text);
    if (!lib || term.length < AUTOCOMPLETE_MIN_CHARS) { setSuggestions([]); return; }
    let stale = false;
    const timer = setTimeout(() => {
      api.autocomplete(lib.model, term).then((rows) => {
        if (stale) return;
        // The same tag may sit in two groups: suggest it once.
        const names = [...new Set(rows.map((r) => String(r.__name__ ?? '')).filter((n) => n !== ''))];
        setSuggestions(names);
      }, () => { if (!stale) setSuggestions([]); });
    }, AUTOCOMPLETE_DELAY_MS);
    return () => { stale = true; clearTimeout(timer); };
  }, [text, lib]);

  function apply(r: TagsAdded) {
    onChange(r.tags.length ? r.tags : undefined);
    setNotice(r.refused.length ? t('tags.full', { max, names: r.refused.join(', ') }) : '');
  }
  function commit(incoming: string[]) {
    if (incoming.length) apply(addTags(tags, incoming, max));
  }
  function type(next: string) {
    const { done, rest } = takeTyped(next);
    commit(done);
    setText(rest);
  }
  function finish() {
    commit(splitTags(text));
    setText('');
  }
  function remove(tag: string) {
    apply({ tags: tags.filter((x) => x !== tag), refused: [] });
  }

  const shown = suggestions.filter((s) => !tags.includes(s));
  return (
    <div className="relative">
      <div className={`${inputClass(invalid)} flex min-h-[38px] flex-wrap items-center gap-1.5 !py-1.5`}>
        {tags.map((tag) => (
          <span key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-700 ring-1 ring-inset ring-brand-200">
            {tag}
            <button type="button" disabled={disabled} onClick={() => remove(tag)} aria-label={t('tags.remove', { name: tag })} className="rounded-full p-0.5 hover:bg-brand-100"><X className="size-3" aria-hidden /></button>
          </span>
        ))}
        <input id={id} value={text} disabled={disabled} autoComplete="off" placeholder={tags.length ? '' : t('tags.placeholder')}
          role="combobox" aria-expanded={shown.length > 0} aria-autocomplete="list"
          onChange={(e) => type(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') { e.preventDefault(); finish(); } // Enter ends a tag, never submits the form
            else if (e.key === 'Backspace' && text === '' && tags.length) remove(tags[tags.length - 1]);
          }}
          onBlur={finish}
          className="min-w-[8rem] flex-1 border-0 bg-transparent p-0 text-sm outline-none focus:ring-0" />
        {lib && (
          <button type="button" disabled={disabled} onClick={() => setLibraryOpen((o) => !o)} aria-expanded={libraryOpen}
            className="ml-auto inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-50">
            <Library className="size-3.5" aria-hidden />{t('tags.library')}
          </button>
        )}
      </div>
      {shown.length > 0 && (
        <ul role="listbox" aria-label={t('tags.suggestions')} className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200">
          {shown.map((s) => (
            <li key={s}>
              <button type="button" role="option" aria-selected={false} onMouseDown={(e) => e.preventDefault()}
                onClick={() => { commit([s]); setText(''); setSuggestions([]); }}
                className="block w-full px-3 py-1.5 text-left text-sm text-slate-700 hover:bg-brand-50">{s}</button>
            </li>
          ))}
        </ul>
      )}
      {notice && <p role="status" className="mt-1 text-xs text-amber-700">{notice}</p>}
      {libraryOpen && lib && (
        <TagLibraryPopover lib={lib} selected={tags} onToggle={(tag) => apply(toggleTag(tags, tag, max))} onClose={() => setLibraryOpen(false)} />
      )}
    </div>
  );
}
