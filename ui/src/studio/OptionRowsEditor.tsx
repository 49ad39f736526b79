import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Trilingual } from '../api/studioTypes';
import { addOption, moveOption, type OptionDraft } from './fieldForm';
import { inEveryLanguage } from './trilingual';

const LANGS = [['en', 'enOf'], ['zh_CN', 'zhCNOf'], ['zh_TW', 'zhTWOf']] as const;

/** The options of a choice field being defined: code, a name per language, colour, order. */
export function OptionRowsEditor({ options, errors, onChange }: { options: OptionDraft[]; errors: Record<string, string>; onChange(next: OptionDraft[]): void }) {
  const { t } = useTranslation();
  const err = (key: string) => errors[key];
  const set = (i: number, patch: Partial<OptionDraft>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const setName = (i: number, lang: keyof Trilingual, text: string) => set(i, { value: { ...options[i].value, [lang]: text } });
  return (
    <fieldset className="space-y-2" aria-describedby={err('options') ? 'options-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">{t('studio.field.options')}</legend>
      <div role="table" aria-label={t('studio.field.options')} className="space-y-1.5">
        <div role="row" className="grid grid-cols-[4.5rem_1fr_1fr_1fr_2.5rem_4.5rem] gap-1.5 text-xs font-medium text-slate-500">
          <span role="columnheader">{t('studio.field.code')}</span>
          <span role="columnheader">{t('studio.field.en')}</span>
          <span role="columnheader">{t('studio.field.zhCN')}</span>
          <span role="columnheader">{t('studio.field.zhTW')}</span>
          <span role="columnheader">{t('studio.field.color')}</span>
          <span role="columnheader"><span className="sr-only">{t('common.remove')}</span></span>
        </div>
        {options.map((o, i) => {
          const n = i + 1;
          return (
            <div role="row" key={o.id} data-option={o.code} className="grid grid-cols-[4.5rem_1fr_1fr_1fr_2.5rem_4.5rem] items-start gap-1.5">
              <OptionCell label={t('studio.field.codeOf', { n })} value={o.code} error={err(`options.${i}.code`)} mono onChange={(v) => set(i, { code: v })} />
              {LANGS.map(([lang, key]) => (
                <OptionCell key={lang} label={t(`studio.field.${key}`, { n })} value={o.value[lang]} error={err(`options.${i}.value.${lang}`)} onChange={(v) => setName(i, lang, v)} />
              ))}
              <span role="cell">
                <input type="color" value={/^#[0-9a-fA-F]{6}$/.test(o.color) ? o.color : '#94a3b8'} onChange={(e) => set(i, { color: e.target.value })}
                  aria-label={t('studio.field.colorOf', { n })} className={`h-8 w-9 cursor-pointer rounded-md border bg-white p-0.5 ${o.color ? 'border-slate-300' : 'border-dashed border-slate-400 opacity-50'}`} />
              </span>
              <span role="cell" className="flex">
                <IconButton label={t('studio.field.optionUp', { n })} disabled={i === 0} onClick={() => onChange(moveOption(options, i, -1))}><ArrowUp className="size-3.5" aria-hidden /></IconButton>
                <IconButton label={t('studio.field.optionDown', { n })} disabled={i === options.length - 1} onClick={() => onChange(moveOption(options, i, 1))}><ArrowDown className="size-3.5" aria-hidden /></IconButton>
                <IconButton label={t('studio.field.removeOption', { n })} onClick={() => onChange(options.filter((_, j) => j !== i))} danger><Trash2 className="size-3.5" aria-hidden /></IconButton>
              </span>
            </div>
          );
        })}
      </div>
      {err('options') && <p id="options-error" role="alert" className="text-xs text-red-600">{t(err('options'))}</p>}
      <button type="button" onClick={() => onChange(addOption(options, inEveryLanguage(t, 'studio.field.optionWord')))}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600">
        <Plus className="size-4" aria-hidden />{t('studio.field.addOption')}
      </button>
    </fieldset>
  );
}

function OptionCell({ label, value, error, mono, onChange }: { label: string; value: string; error?: string; mono?: boolean; onChange(v: string): void }) {
  const { t } = useTranslation();
  return (
    <span role="cell" className="block">
      <input value={value} onChange={(e) => onChange(e.target.value)} aria-label={label} aria-invalid={!!error}
        className={`w-full rounded-md border px-2 py-1.5 text-sm shadow-sm focus:outline-none focus:ring-2 ${mono ? 'font-mono' : ''} ${error ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200'}`} />
      {error && <span className="mt-0.5 block text-xs text-red-600">{error.startsWith('studio.') ? t(error) : error}</span>}
    </span>
  );
}

function IconButton({ label, disabled, danger, onClick, children }: { label: string; disabled?: boolean; danger?: boolean; onClick(): void; children: React.ReactNode }) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} aria-label={label}
      className={`rounded p-1.5 text-slate-400 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-30 ${danger ? 'hover:bg-red-50 hover:text-red-600' : 'hover:bg-slate-100 hover:text-slate-700'}`}>
      {children}
    </button>
  );
}
