import { ChevronDown, Megaphone } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { MenuItem } from '../components/Menu';
import { useDismiss } from '../components/useDismiss';
import type { RecordPartProps } from '../modules/registry';
import { modulesOn } from '../modules/registry';
import { useSession } from '../stores/session';
import './i18n';
import { publishTargets, type PublishTarget } from './publishTargets';

/** The model whose records are jobs to publish. */
export const JOB_MODEL = 'joborder';

/** A job order's Publish dropdown (spec 002 §2): one entry per publish target whose plugin is
 * on, in order; no button at all when none is. The spec's third entry (the product's own
 * portal) is not offered: Huntline has no portal, and a dead entry would only disappoint. */
export default function PublishButton({ model, record }: RecordPartProps) {
  const { t } = useTranslation();
  const on = useSession((s) => modulesOn(s.config));
  // 'menu' under the button; 'sheet' a modal list, when the button sits in the action row's
  // More menu (set aside, out of sight: a dropdown under it would not be seen).
  const [menu, setMenu] = useState<false | 'menu' | 'sheet'>(false);
  const [chosen, setChosen] = useState<PublishTarget | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(menu === 'menu', () => setMenu(false), ref);
  if (model !== JOB_MODEL || record.is_deleted) return null;
  const targets = publishTargets(on);
  if (!targets.length) return null;
  const choose = (target: PublishTarget) => {
    setMenu(false);
    if (target.Dialog) setChosen(target);
    else target.open?.(record);
  };
  const Dialog = chosen?.Dialog;
  return (
    <div ref={ref} className="relative">
      <Button aria-haspopup="menu" aria-expanded={!!menu} aria-label={t('jobboard.publish.menu')} data-testid="jobboard-publish"
        onClick={() => setMenu(menu ? false : ref.current?.closest('[data-overflow]') ? 'sheet' : 'menu')}>
        <Megaphone className="size-4" aria-hidden />{t('jobboard.publish.button')}<ChevronDown className="size-3.5" aria-hidden />
      </Button>
      {menu === 'menu' && (
        <div role="menu" aria-label={t('jobboard.publish.menu')} className="absolute right-0 z-40 mt-2 min-w-60 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200">
          <Entries targets={targets} choose={choose} />
        </div>
      )}
      {/* In the document's body: a set-aside cell of the action row takes no pointer events,
          and what is drawn inside it would take none either. */}
      {menu === 'sheet' && createPortal(
        <Sheet title={t('jobboard.publish.menu')} onClose={() => setMenu(false)}>
          <Entries targets={targets} choose={choose} />
        </Sheet>, document.body)}
      {Dialog && createPortal(<Dialog job={record} onClose={() => setChosen(null)} />, document.body)}
    </div>
  );
}

function Entries({ targets, choose }: { targets: PublishTarget[]; choose(target: PublishTarget): void }) {
  const { t } = useTranslation();
  return targets.map((target) => (
    <MenuItem key={target.key} onSelect={() => choose(target)}>
      <span data-testid={`jobboard-publish-${target.key}`}>{t(target.labelKey)}</span>
    </MenuItem>
  ));
}

/** The entries as a small modal (the top layer shows it wherever the button is). */
function Sheet({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => { ref.current?.showModal(); }, []);
  return (
    <dialog ref={ref} onCancel={onClose} aria-label={title} className="m-auto w-full max-w-sm rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/40">
      <h2 className="border-b border-slate-100 px-5 py-3 text-base font-semibold text-slate-900">{title}</h2>
      <div role="menu" aria-label={title} className="p-1.5">{children}</div>
      <div className="flex justify-end bg-slate-50 px-5 py-3"><Button onClick={onClose}>{t('common.cancel')}</Button></div>
    </dialog>
  );
}
