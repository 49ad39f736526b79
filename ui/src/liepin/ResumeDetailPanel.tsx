import { ExternalLink, MessageCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { SlideOver } from '../components/SlideOver';
import { Spinner } from '../components/Spinner';
import type { FloatProps } from '../modules/registry';
import { usePageFloat } from '../stores/pageFloat';
import { importResume, resumeDetail, type ResumeDetail } from './api';
import { ImportResume } from '../jobboard';
import './i18n';

/** The provider's page of a resume in a new window; contact=1 asks its contact view. */
export function contactUrl(originUrl: string): string {
  return `${originUrl}${originUrl.includes('?') ? '&' : '?'}contact=1`;
}

/** A resume of the list in the slide panel (spec 002 §2 "Resume detail"): the provider's
 * detail page in an iframe, 'Contact now' and 'Open from provider', and the import as a
 * candidate (beyond the spec). The float's data holds origin_url. */
export default function ResumeDetailPanel({ data, closing }: FloatProps) {
  const { t } = useTranslation();
  const originUrl = String(data.origin_url ?? '');
  const [detail, setDetail] = useState<ResumeDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const close = useCallback(() => { usePageFloat.getState().close(); }, []);
  useEffect(() => {
    let live = true;
    resumeDetail(originUrl).then((d) => { if (live) { if (d?.url) setDetail(d); else setFailed(true); } }, () => { if (live) setFailed(true); });
    return () => { live = false; };
  }, [originUrl]);
  const open = detail?.origin_url || originUrl;
  return (
    <SlideOver title={detail?.name || t('liepin.detail.title')} onRequestClose={close} closing={closing} size="wide"
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-2">
          <ImportResume site="liepin" request={() => importResume(open)} />
          <span className="flex gap-2">
            <Button onClick={() => window.open(contactUrl(open), '_blank', 'noopener')} disabled={!detail}><MessageCircle className="size-4" aria-hidden />{t('liepin.detail.contact')}</Button>
            <Button onClick={() => window.open(open, '_blank', 'noopener')} disabled={!open}><ExternalLink className="size-4" aria-hidden />{t('liepin.detail.open')}</Button>
          </span>
        </div>
      }>
      {detail
        ? <iframe src={detail.url} title={detail.name || t('liepin.detail.title')} className="block h-[45rem] w-full rounded-lg border border-slate-200" data-testid="liepin-resume-frame" />
        : failed ? <p role="alert" className="text-sm text-red-600">{t('liepin.detail.failed')}</p>
        : <p className="flex items-center gap-2 text-sm text-slate-500"><Spinner />{t('liepin.detail.loading')}</p>}
    </SlideOver>
  );
}
