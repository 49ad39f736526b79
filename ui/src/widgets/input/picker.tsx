import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints';
import { idOf, nameOf } from '../display/types';
import { inputClass, type InputProps } from './types';
import { gqlValue } from './tree/treeData';

const SUGGEST_DEBOUNCE_MS = 250;

/** detail: what tells two records of one name apart (the server's __detail__ line). */
interface Choice { id: number; name: string; detail?: string }

/** Names of the ids already set, from the expanded record being edited. */
function initialChoices(props: InputProps): Choice[] {
  const raw = props.record?.[props.field.name];
  const list = Array.isArray(raw) ? raw : raw === null || raw === undefined ? [] : [raw];
  return list.map((v) => ({ id: idOf(v)!, name: nameOf(v, props.lang) })).filter((c) => c.id !== undefined);
}

const PICKER_PAGE = 20; // spec 000 §9: picker page size

/** A field with a link_rule offers only the records the rule selects (active hunters), from
 * the list call with its filter and the typed term as a keyword; others ask autocomplete. */
export function suggestQuery(rule: { filter?: string } | undefined, term: string): string | undefined {
  if (!rule?.filter) return undefined;
  return term ? `(${rule.filter})&keyword=${gqlValue(term)}` : rule.filter;
}

function suggest(field: InputProps['field'], term: string) {
  const gql = suggestQuery(field.link_rule as { filter?: string } | undefined, term);
  if (gql === undefined) return api.autocomplete(field.to!, term);
  return api.list(field.to!, { gql, page: 1, paginate_by: PICKER_PAGE }).then((p) => p.list);
}

/** foreignkey: type to search the linked model (autocomplete), pick one or, for
 * multiple fields, several. */
export function PickerInput(props: InputProps) {
  const { id, field, value, onChange, invalid, disabled, lang } = props;
  const { t } = useTranslation();
  const multiple = field.multiple === true;
  const [known, setKnown] = useState<Choice[]>(() => initialChoices(props));
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<Choice[]>([]);
  const ids: number[] = Array.isArray(value) ? (value as number[]) : typeof value === 'number' ? [value] : [];
  const chosen = ids.map((i) => known.find((k) => k.id === i) ?? { id: i, name: `#${i}` });
  // Names that arrive after the form opened (a link a prefill proposed) join the known ones.
  const given = JSON.stringify(props.record?.[field.name] ?? null);
  useEffect(() => {
    const late = initialChoices(props);
    if (late.length) setKnown((k) => [...k.filter((x) => !late.some((l) => l.id === x.id)), ...late]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [given]);

  useEffect(() => {
    if (!open || !field.to) return;
    let stale = false;
    const timer = setTimeout(() => {
      suggest(field, term.trim()).then((rows) => {
        if (!stale) setSuggestions(rows.map((r) => ({ id: r.id, name: nameOf(r, lang), detail: typeof r.__detail__ === 'string' ? r.__detail__ : undefined })));
      }, () => { if (!stale) setSuggestions([]); });
    }, SUGGEST_DEBOUNCE_MS);
    return () => { stale = true; clearTimeout(timer); };
  }, [term, open, field.to, lang]);

  function pick(c: Choice) {
    setKnown((k) => [...k.filter((x) => x.id !== c.id), c]);
    onChange(multiple ? [...ids.filter((i) => i !== c.id), c.id] : c.id);
    setTerm('');
    if (!multiple) setOpen(false);
  }
  function remove(cid: number) {
    const rest = ids.filter((i) => i !== cid);
    onChange(multiple ? (rest.length ? rest : undefined) : undefined);
  }

  return (
    <div className="relative">
      {chosen.length > 0 && (
        <div className="mb-1.5 flex flex-wrap gap-1.5">
          {chosen.map((c) => (
            <span key={c.id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-700 ring-1 ring-inset ring-brand-200">
              {c.name}
              <button type="button" disabled={disabled} onClick={() => remove(c.id)} aria-label={`${t('common.remove')} ${c.name}`} className="rounded-full p-0.5 hover:bg-brand-100"><X className="size-3" aria-hidden /></button>
            </span>
          ))}
        </div>
      )}
      {(multiple || chosen.length === 0) && (
        <div className="relative">
          <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input id={id} value={term} disabled={disabled} placeholder={t('form.search')} autoComplete="off" role="combobox" aria-expanded={open}
            onChange={(e) => setTerm(e.target.value)} onFocus={() => setOpen(true)} onBlur={() => setTimeout(() => setOpen(false), 150)}
            className={`${inputClass(invalid)} pl-8`} />
        </div>
      )}
      {open && suggestions.length > 0 && (
        <ul role="listbox" className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200">
          {suggestions.filter((s) => !ids.includes(s.id)).map((s) => (
            <li key={s.id}>
              <button type="button" role="option" aria-selected={false} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(s)}
                className="block w-full px-3 py-1.5 text-left text-sm text-slate-700 hover:bg-brand-50">
                <span className="block truncate">{s.name}</span>
                {s.detail && <span className="block truncate text-xs text-slate-500">{s.detail}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
