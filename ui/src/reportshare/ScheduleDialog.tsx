import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMeta, Lang } from '../api/types';
import { Alert } from '../components/Alert';
import { FormDialog } from '../components/FormDialog';
import { localeOf } from '../i18n/language';
import { inputClass } from '../widgets/input/types';
import { useSession } from '../stores/session';
import { PickerInput } from '../widgets/input/picker';
import { savedReportsApi } from './api';
import { scheduleBody, scheduleForm, type Frequency, type SavedReport, type ScheduleForm } from './savedReports';

const FREQUENCIES: Frequency[] = ['daily', 'weekly', 'monthly', 'off'];
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const DAYS = Array.from({ length: 28 }, (_, d) => d + 1); // every month has the 28th
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7]; // ISO: Monday 1 … Sunday 7

/** A weekday's name in the reader's language (1 January 2024 was a Monday). */
function weekdayName(day: number, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

/** When a saved report is mailed as a spreadsheet and to whom: daily, weekly on a weekday or
 * monthly on a day, at an hour of the company's time zone, to chosen users. The report is
 * rendered as its owner reads it. */
export function ScheduleDialog({ report, me, onDone, onCancel }: { report: SavedReport; me?: number; onDone(saved: SavedReport): void; onCancel(): void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const user = useSession((s) => s.user);
  // The picker shows the names of the ids it starts with: the stored recipients (read with
  // their names), or the owner himself for a new schedule.
  const known = report.recipients?.length ? report.recipients : user ? [{ id: user.id, __name__: user.__name__ }] : [];
  const [form, setForm] = useState<ScheduleForm>(() => scheduleForm(report, me));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const set = (patch: Partial<ScheduleForm>) => setForm((f) => ({ ...f, ...patch }));
  const off = form.frequency === 'off';
  const noRecipients = !off && form.recipients.length === 0;
  async function save() {
    setTried(true);
    if (noRecipients) return;
    setBusy(true);
    setError(undefined);
    try {
      onDone(await savedReportsApi.schedule(report.id, scheduleBody(form)));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }
  const recipientsField: FieldMeta = { name: 'recipients', label_value: t('reportshare.recipients'), type: 'foreignkey', to: 'user', multiple: true };
  const select = (id: string, label: string, value: number | string, options: Array<[number | string, string]>, onChange: (v: string) => void) => (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass(false)}>
        {options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
      </select>
    </div>
  );
  return (
    <FormDialog title={t('reportshare.scheduleTitle', { name: report.name })} submitLabel={t('form.save')} canSubmit busy={busy} onSubmit={save} onCancel={onCancel}>
      {error && <Alert tone="error">{error}</Alert>}
      {report.last_error && <Alert tone="error">{t('reportshare.lastError', { error: report.last_error })}</Alert>}
      <div className="grid gap-3 sm:grid-cols-3">
        {select('reportshare-frequency', t('reportshare.frequency'), form.frequency, FREQUENCIES.map((f) => [f, t(`reportshare.frequencies.${f}`)]),
          (v) => set({ frequency: v as Frequency }))}
        {form.frequency === 'weekly' && select('reportshare-weekday', t('reportshare.weekday'), form.weekday, WEEKDAYS.map((d) => [d, weekdayName(d, lang)]),
          (v) => set({ weekday: Number(v) }))}
        {form.frequency === 'monthly' && select('reportshare-day', t('reportshare.day'), form.day, DAYS.map((d) => [d, t('reportshare.dayOfMonth', { day: d })]),
          (v) => set({ day: Number(v) }))}
        {!off && select('reportshare-hour', t('reportshare.hour'), form.hour, HOURS.map((h) => [h, `${String(h).padStart(2, '0')}:00`]),
          (v) => set({ hour: Number(v) }))}
      </div>
      {!off && (
        <div>
          <label htmlFor="reportshare-recipients" className="mb-1 block text-sm font-medium text-slate-700">{t('reportshare.recipients')}</label>
          <PickerInput id="reportshare-recipients" field={recipientsField} value={form.recipients} lang={lang} invalid={tried && noRecipients}
            record={{ id: report.id, recipients: known }}
            onChange={(ids) => set({ recipients: Array.isArray(ids) ? (ids as number[]) : [] })} />
          {tried && noRecipients && <p role="alert" className="mt-1 text-xs text-red-600">{t('form.required')}</p>}
        </div>
      )}
      <p className="text-xs text-slate-500">{off ? t('reportshare.offHint') : t('reportshare.scheduleHint')}</p>
    </FormDialog>
  );
}
