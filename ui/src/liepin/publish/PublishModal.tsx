import { X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import type { DataRecord } from '../../api/types';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useToasts } from '../../components/Toasts';
import { useLiepinAccount } from '../account';
import { companyInfo, postPosition, postPositionBaseInfo, type Option } from '../api';
import { Area, Boxes, Choice, MultiChoice, Radios, Row, Text, type FieldCtx } from './fields';
import {
  AGE_MAX, AGE_MIN, defaults, fixAge, fixCloseDate, fixSalary, HOLIDAY, LANGUAGES, LIVING, localToday, optionLists,
  SAL_STRUCTURE, SEX_OPTIONS, SOCIAL, TRAFFIC, URGENCY, validate, withCompany, type Errors, type Values,
} from './form';
import '../i18n';

/** The job's title as the form's default (the joborder's jobTitle, else its name). */
function jobTitleOf(job: DataRecord): string {
  const v = job.jobTitle ?? job.__name__;
  return typeof v === 'string' ? v : '';
}

/**
 * 'Publish job to provider' (spec 002 §2, §3, §5): the publish form in a large modal. No
 * message shows before the first submit attempt; after it every change revalidates. Ages,
 * salaries and the closing date are corrected as typed (§5 input rules); the server's own
 * field errors show beside its fields too. Unbound, the submit is refused with 'Account not
 * bound'. Submit is disabled while sending; success closes the modal with an alert.
 */
export function PublishModal({ job, onClose }: { job: DataRecord; onClose(): void }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const ref = useRef<HTMLDialogElement>(null);
  const [lists, setLists] = useState<Record<string, Option[]> | null>(null);
  const [values, setValues] = useState<Values>(() => defaults(jobTitleOf(job)));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  // Said in the modal: a toast would sit under the modal's backdrop.
  const [formError, setFormError] = useState('');
  const body = useRef<HTMLDivElement>(null);
  const unbound = useLiepinAccount((s) => s.state === 'unbound');
  const today = useMemo(() => localToday(), []);

  useEffect(() => { ref.current?.showModal(); }, []);
  useEffect(() => {
    let live = true;
    void useLiepinAccount.getState().load();
    Promise.all([postPositionBaseInfo(), companyInfo(job.id).catch(() => null)]).then(([base, info]) => {
      if (!live) return;
      setLists(optionLists(base));
      setValues((v) => withCompany(v, info));
    });
    return () => { live = false; };
  }, [job.id]);

  const errors = tried ? validate(values) : {};
  const ctx: FieldCtx = {
    values,
    error: (name) => {
      const key = errors[name];
      if (key) return t(`liepin.publish.${key}`);
      return serverErrors[name];
    },
    set: (name, value) => {
      const v = name === 'hjobCloseDate' ? fixCloseDate(value, today) : name.startsWith('hjobSalary') ? fixSalary(value) : value;
      setValues((old) => ({ ...old, [name]: v }));
      if (serverErrors[name]) setServerErrors(({ [name]: _, ...rest }) => rest);
    },
    blur: (name) => {
      if (name === 'detailAgeLow' || name === 'detailAgeHigh') setValues((old) => ({ ...old, [name]: fixAge(old[name] ?? '') }));
    },
  };

  /** Brings the first field with a message into view. */
  const showFirstError = () => requestAnimationFrame(() => body.current?.querySelector('[data-error-for]')?.scrollIntoView?.({ block: 'center' }));

  async function submit() {
    setTried(true);
    setFormError('');
    if (Object.keys(validate(values)).length) {
      setFormError(t('liepin.publish.fix'));
      showFirstError();
      return;
    }
    if ((await useLiepinAccount.getState().load()) === 'unbound') {
      setFormError(t('liepin.publish.notBound'));
      return;
    }
    setSending(true);
    try {
      await postPosition(job.id, values);
      push('success', t('liepin.publish.done'));
      onClose();
    } catch (e) {
      const errs = isApiError(e) ? e.body.errors : undefined;
      if (errs && typeof errs === 'object') { setServerErrors(errs as Errors); showFirstError(); }
      setFormError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  }

  const l = (k: string) => t(`liepin.publish.f.${k}`);
  const o = (k: string) => t(`liepin.publish.o.${k}`);
  const opts = (k: string) => lists?.[k] ?? [];
  return (
    <dialog ref={ref} onCancel={(e) => { e.preventDefault(); onClose(); }} aria-labelledby="liepin-publish-title"
      className="m-auto max-h-[90vh] w-full max-w-4xl flex-col rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/40 open:flex">
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-6">
        <h2 id="liepin-publish-title" className="text-base font-semibold text-slate-900">{t('liepin.publish.title')}</h2>
        <button type="button" onClick={onClose} aria-label={t('common.close')} className="rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"><X className="size-5" aria-hidden /></button>
      </div>
      <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} className="flex min-h-0 flex-1 flex-col" data-testid="liepin-publish-form">
        <div ref={body} className="min-h-0 flex-1 space-y-6 overflow-y-auto px-6 py-5">
          {unbound && <Alert tone="error"><span className="font-medium">{t('liepin.publish.notBound')}</span> · {t('liepin.publish.bindHint')}</Alert>}
          {!lists ? <p className="flex items-center gap-2 text-sm text-slate-500"><Spinner />{t('liepin.publish.loading')}</p> : <>
            <Section title={t('liepin.publish.company')}>
              <Row ctx={ctx} label={l('hcompName')} names={['hcompName']} required><Text ctx={ctx} name="hcompName" label={l('hcompName')} /></Row>
              <Row ctx={ctx} label={l('hcompAlias')} names={['hcompAlias']} required><Text ctx={ctx} name="hcompAlias" label={l('hcompAlias')} /></Row>
              <Row ctx={ctx} label={l('hcompIndustry')} names={['hcompIndustry']} required><Choice ctx={ctx} name="hcompIndustry" label={l('hcompIndustry')} options={opts('industry')} /></Row>
              <Row ctx={ctx} label={l('hcompDq')} names={['hcompDq']} required><Choice ctx={ctx} name="hcompDq" label={l('hcompDq')} options={opts('dq')} leafOnly /></Row>
              <Row ctx={ctx} label={l('hcompKind')} names={['hcompKind']} required><Choice ctx={ctx} name="hcompKind" label={l('hcompKind')} options={opts('compKind')} /></Row>
              <Row ctx={ctx} label={l('hcompScale')} names={['hcompScale']} required><Choice ctx={ctx} name="hcompScale" label={l('hcompScale')} options={opts('compScale')} /></Row>
              <Row ctx={ctx} label={l('deptName')} names={['deptName']} required><Text ctx={ctx} name="deptName" label={l('deptName')} /></Row>
              <Row ctx={ctx} label={l('hcompDesc')} names={['hcompDesc']} required wide><Area ctx={ctx} name="hcompDesc" label={l('hcompDesc')} rows={3} /></Row>
            </Section>
            <Section title={t('liepin.publish.job')}>
              <Row ctx={ctx} label={l('hjobTitle')} names={['hjobTitle']} required><Text ctx={ctx} name="hjobTitle" label={l('hjobTitle')} /></Row>
              <Row ctx={ctx} label={l('hjobJobTitle')} names={['hjobJobTitle']} required><Choice ctx={ctx} name="hjobJobTitle" label={l('hjobJobTitle')} options={opts('function')} leafOnly /></Row>
              <Row ctx={ctx} label={l('hjobDqCode')} names={['hjobDqCode']} required><Choice ctx={ctx} name="hjobDqCode" label={l('hjobDqCode')} options={opts('dq')} leafOnly /></Row>
              <Row ctx={ctx} label={l('hjobCloseDate')} names={['hjobCloseDate']} required><Text ctx={ctx} name="hjobCloseDate" label={l('hjobCloseDate')} type="date" min={today} /></Row>
              <Row ctx={ctx} label={l('detailReport2')} names={['detailReport2']} required><Text ctx={ctx} name="detailReport2" label={l('detailReport2')} /></Row>
              <Row ctx={ctx} label={l('detailSubordinate')} names={['detailSubordinate']}><Text ctx={ctx} name="detailSubordinate" label={l('detailSubordinate')} type="number" min={0} /></Row>
              <Row ctx={ctx} label={l('emergencyLevel')} names={['emergencyLevel']} required>
                <Radios ctx={ctx} name="emergencyLevel" label={l('emergencyLevel')} options={URGENCY.map((u) => ({ value: u, label: o(`urgency${u}`) }))} />
              </Row>
              <Row ctx={ctx} label={l('isPublish')} names={['isPublish']} required>
                <Radios ctx={ctx} name="isPublish" label={l('isPublish')} options={[{ value: '1', label: t('liepin.publish.yes') }, { value: '0', label: t('liepin.publish.no') }]} />
              </Row>
            </Section>
            <Section title={t('liepin.publish.pay')}>
              <Row ctx={ctx} label={`${l('salary')} (${t('liepin.publish.wan')})`} names={['hjobSalaryLow', 'hjobSalaryHigh']} required>
                <span className="flex items-center gap-2">
                  <Text ctx={ctx} name="hjobSalaryLow" label={`${l('salary')} ${t('liepin.search.from')}`} type="number" min={0} />
                  <span className="text-slate-400">–</span>
                  <Text ctx={ctx} name="hjobSalaryHigh" label={`${l('salary')} ${t('liepin.search.to')}`} type="number" min={0} suffix={t('liepin.publish.wan')} />
                </span>
              </Row>
              <Row ctx={ctx} label={l('salStructure')} names={[...SAL_STRUCTURE]} required>
                <Boxes ctx={ctx} boxes={SAL_STRUCTURE.map((n, i) => ({ name: n, label: o(['diXin', 'tiCheng', 'qiQuan', 'qita'][i]) }))} />
              </Row>
              <Row ctx={ctx} label={l('socialWelfare')} names={[...SOCIAL]}><Boxes ctx={ctx} boxes={SOCIAL.map((n, i) => ({ name: n, label: o(['gj', 'sy', 'qita'][i]) }))} /></Row>
              <Row ctx={ctx} label={l('liveWelfare')} names={[...LIVING]}><Boxes ctx={ctx} boxes={LIVING.map((n, i) => ({ name: n, label: o(['zf', 'gs', 'gjj', 'qita'][i]) }))} /></Row>
              <Row ctx={ctx} label={l('holidayWelfare')} names={[...HOLIDAY]}><Boxes ctx={ctx} boxes={HOLIDAY.map((n, i) => ({ name: n, label: o(['holidayGj', 'qita'][i]) }))} /></Row>
              <Row ctx={ctx} label={l('jobTrafficWelfare')} names={['jobTrafficWelfare']}>
                <Radios ctx={ctx} name="jobTrafficWelfare" label={l('jobTrafficWelfare')} options={TRAFFIC.map((v) => ({ value: v, label: o(`traffic${v}`) }))} />
              </Row>
            </Section>
            <Section title={t('liepin.publish.requirements')}>
              <Row ctx={ctx} label={l('detailDuty')} names={['detailDuty']} required wide hint={t('liepin.publish.dutyHint')}>
                <Area ctx={ctx} name="detailDuty" label={l('detailDuty')} placeholder={t('liepin.publish.dutyHint')} />
              </Row>
              <Row ctx={ctx} label={l('age')} names={['detailAgeLow', 'detailAgeHigh']} required>
                <span className="flex items-center gap-2">
                  <Text ctx={ctx} name="detailAgeLow" label={`${l('age')} ${t('liepin.search.from')}`} type="number" min={AGE_MIN} max={AGE_MAX} />
                  <span className="text-slate-400">{t('liepin.publish.ageTo')}</span>
                  <Text ctx={ctx} name="detailAgeHigh" label={`${l('age')} ${t('liepin.search.to')}`} type="number" min={AGE_MIN} max={AGE_MAX} />
                </span>
              </Row>
              <Row ctx={ctx} label={l('jobUserSexKind')} names={['jobUserSexKind']} required hint={t('liepin.publish.sexHint')}>
                <Radios ctx={ctx} name="jobUserSexKind" label={l('jobUserSexKind')} options={SEX_OPTIONS.map((v, i) => ({ value: v, label: o(['sexAny', 'male', 'female'][i]) }))} />
              </Row>
              <Row ctx={ctx} label={l('detailWorkYears')} names={['detailWorkYears']} required>
                <Text ctx={ctx} name="detailWorkYears" label={l('detailWorkYears')} type="number" min={0} suffix={t('liepin.publish.yearsOrMore')} />
              </Row>
              <Row ctx={ctx} label={l('eduLevel')} names={['eduLevel', 'eduLevelTz']} required>
                <span className="flex items-center gap-3">
                  <Choice ctx={ctx} name="eduLevel" label={l('eduLevel')} options={opts('eduLevel')} />
                  <span className="shrink-0"><Boxes ctx={ctx} boxes={[{ name: 'eduLevelTz', label: l('eduLevelTz') }]} /></span>
                </span>
              </Row>
              <Row ctx={ctx} label={l('detailCanSourceIndustry')} names={['detailCanSourceIndustry']} required>
                <MultiChoice ctx={ctx} name="detailCanSourceIndustry" label={l('detailCanSourceIndustry')} options={opts('canSourceIndustry')} />
              </Row>
              <Row ctx={ctx} label={l('language')} names={[...LANGUAGES]} wide>
                <Boxes ctx={ctx} boxes={LANGUAGES.map((n, i) => ({ name: n, label: o(['english', 'japanese', 'french', 'putong', 'yueyu', 'other'][i]) }))} />
              </Row>
              <Row ctx={ctx} label={l('detailSpecial')} names={['detailSpecial']}><Text ctx={ctx} name="detailSpecial" label={l('detailSpecial')} /></Row>
            </Section>
            <Section title={t('liepin.publish.otherinfo')}>
              <Row ctx={ctx} label={l('recruitReason')} names={['recruitReason']}><Text ctx={ctx} name="recruitReason" label={l('recruitReason')} /></Row>
              <Row ctx={ctx} label={l('searchDirection')} names={['searchDirection']}><Text ctx={ctx} name="searchDirection" label={l('searchDirection')} /></Row>
              <Row ctx={ctx} label={l('detailMemo')} names={['detailMemo']} wide><Area ctx={ctx} name="detailMemo" label={l('detailMemo')} rows={3} /></Row>
            </Section>
          </>}
        </div>
        <div className="flex shrink-0 items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-6 py-3">
          {formError && <p role="alert" className="mr-auto text-sm font-medium text-red-600" data-testid="liepin-publish-error">{formError}</p>}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={sending || !lists}>{sending ? t('liepin.publish.sending') : t('liepin.publish.submit')}</Button>
        </div>
      </form>
    </dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The Publish dropdown's dialog (jobboard's PublishDialogProps). */
export default function PublishDialog({ job, onClose }: { job: DataRecord; onClose(): void }) {
  return <PublishModal job={job} onClose={onClose} />;
}
