import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { convertToSearch, type SearchForm } from './api';
import type { Filter } from './filter';
import { readProviderMessage } from './messages';

/** The provider's resume list in an iframe 45rem high (spec 002 §2), filled by posting a
 * hidden form: convert_to_search turns the query into the target URL and its fields. The
 * frame's messages give the total (for the pager) and the resume clicked. */
export function ResultFrame({ query, onTotal, onOpen }: { query: Filter; onTotal(n: number): void; onOpen(url: string): void }) {
  const { t } = useTranslation();
  const name = `liepin-results-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const frame = useRef<HTMLIFrameElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [target, setTarget] = useState<SearchForm | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(query);
  const handlers = useRef({ onTotal, onOpen });
  handlers.current = { onTotal, onOpen };

  useEffect(() => {
    let live = true;
    setFailed(false);
    convertToSearch(query).then(
      (d) => { if (!live) return; if (d?.url) setTarget({ url: d.url, post_form: d.post_form ?? [] }); else { setTarget(null); setFailed(true); } },
      () => { if (live) { setTarget(null); setFailed(true); } },
    );
    return () => { live = false; };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the query's text is its identity

  // Post the form once it is drawn for this answer.
  useEffect(() => { if (target) form.current?.submit(); }, [target]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      // Only the list's own frame speaks here.
      if (!frame.current || e.source !== frame.current.contentWindow) return;
      const m = readProviderMessage(e.data);
      if (m?.kind === 'total') handlers.current.onTotal(m.total);
      else if (m?.kind === 'open') handlers.current.onOpen(m.url);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className="relative">
      {target && (
        <form ref={form} method="post" action={target.url} target={name} hidden data-testid="liepin-search-form">
          {target.post_form.map((f, i) => <input key={i} type="hidden" name={f.name} value={f.value} />)}
        </form>
      )}
      {failed && <p role="status" className="absolute inset-x-0 top-8 text-center text-sm text-slate-500">{t('liepin.search.failed')}</p>}
      <iframe ref={frame} name={name} title={t('liepin.search.results')} className="block h-[45rem] w-full rounded-lg border border-slate-200 bg-white" />
    </div>
  );
}
