// A resume of the board in the slide panel: GET /rest/hunterboard/resume?id=, its facts, the
// CV as the board gives it (HTML, cleaned of scripts, or sections), and jobboard's Import as
// candidate button (POST /rest/hunterboard/import_resume).
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';
import { SlideOver } from '../../components/SlideOver';
import { Spinner } from '../../components/Spinner';
import { hunterApi } from '../api';
import { noteNotBound } from '../bind/binding';
import { ImportResume } from '../board';
import '../messages';
import type { ResumeCard, ResumeDetail } from '../types';

export function ResumePanel({ card, onClose }: { card: ResumeCard; onClose(): void }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<ResumeDetail | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [closing, setClosing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setDetail(null);
    setFailed(null);
    hunterApi.resume(card.id).then((d) => { if (live) setDetail(d); }, (e) => { if (live && !noteNotBound(e)) setFailed(e); });
    return () => { live = false; };
  }, [card.id, attempt]);
  const close = () => { setClosing(true); setTimeout(onClose, 500); };
  const shown = detail ?? card;
  return (
    <SlideOver title={shown.name || t('hunterboard.search.resume')} onRequestClose={close} closing={closing}
      footer={<ImportResume site="hunterboard" request={() => hunterApi.importResume(card.id)} />}>
      <div className="space-y-4" data-testid="hunterboard-resume">
        {/* The name heads the panel; the CV's own HTML repeats the rest, so only the card's line shows before it. */}
        <div className="border-b border-slate-100 pb-3">
          <p className="text-sm font-medium text-slate-800">{[shown.title, shown.company].filter(Boolean).join(' · ')}</p>
          <p className="mt-0.5 text-sm text-slate-500">{[shown.city, shown.education, shown.salary].filter(Boolean).join(' · ')}</p>
        </div>
        {failed ? <ErrorState error={failed} onRetry={() => setAttempt((n) => n + 1)} />
          : !detail ? <div className="flex justify-center py-10"><Spinner className="size-6" /></div>
          : detail.detail_html ? <div className="hb-resume space-y-3 text-sm leading-6 text-slate-700 [&_h1]:text-base [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:font-medium [&_li]:ml-5 [&_li]:list-disc [&_table]:w-full [&_td]:py-1 [&_td]:pr-3 [&_td]:align-top"
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(detail.detail_html) }} />
          : detail.sections?.length ? detail.sections.map((s) => (
              <section key={s.title}>
                <h3 className="text-sm font-semibold text-slate-900">{s.title}</h3>
                {s.content && <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{s.content}</p>}
                {s.items?.length ? <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">{s.items.map((i) => <li key={i}>{i}</li>)}</ul> : null}
              </section>
            ))
          : <p className="text-sm text-slate-500">{t('hunterboard.search.noDetail')}</p>}
      </div>
    </SlideOver>
  );
}
