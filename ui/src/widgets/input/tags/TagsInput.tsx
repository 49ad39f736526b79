// tags: free-text tags typed into one box. A comma or Enter ends a tag (spaces inside a tag
// are kept), Backspace in an empty box takes the last one back, at most the field's max.
// With a source of tags (a module's: the tag library), typing suggests its tags (from 1
// character, 300 ms after the last key) and a button opens its picker.
import { Library, X } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, type InputProps } from '../types';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_MIN_CHARS, DEFAULT_MAX_TAGS, addTags, cleanTag, splitTags, takeTyped, toggleTag, type TagsAdded } from './parse';

/** What the picker of a tag source is given: the tags chosen, and a way to add or remove one. */
export interface TagPickerProps { selected: string[]; onToggle(tag: string): void; onClose(): void }

/** Where a tags field's known tags come from: suggestions for what is typed, and a picker.
 * Keep it stable (memoised) for a field: a new source asks for suggestions again. */
export interface TagSource {
  suggest(term: string): Promise<string[]>;
  /** The picker's button text. */
  pickerLabel: string;
  Picker: ComponentType<TagPickerProps>;
}

export function TagsInput({ id, field, value, onChange, invalid, disabled, source }: InputProps & { source?: TagSource }) {
  const { t } = useTranslation();
  const tags = Array.isArray(value) ? (value as string[]) : [];
  const max = typeof field.max === 'number' ? field.max : DEFAULT_MAX_TAGS;
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);

  useEffect(() => {
    const term = cleanTag(text);
    if (!source || term.length < AUTOCOMPLETE_MIN_CHARS) { setSuggestions([]); return; }
    let stale = false;
    const timer = setTimeout(() => {
      source.suggest(term).then((names) => { if (!stale) setSuggestions(names); }, () => { if (!stale) setSuggestions([]); });
    }, AUTOCOMPLETE_DELAY_MS);
    return () => { stale = true; clearTimeout(timer); };
  }, [text, source]);

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
        {source && (
          <button type="button" disabled={disabled} onClick={() => setPickerOpen((o) => !o)} aria-expanded={pickerOpen}
            className="ml-auto inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-50">
            <Library className="size-3.5" aria-hidden />{source.pickerLabel}
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
      {pickerOpen && source && (
        <source.Picker selected={tags} onToggle={(tag) => apply(toggleTag(tags, tag, max))} onClose={() => setPickerOpen(false)} />
      )}
    </div>
  );
}
