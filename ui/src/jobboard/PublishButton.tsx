import { ChevronDown, Megaphone } from 'lucide-react';
import { useRef, useState } from 'react';
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
  const [menu, setMenu] = useState(false);
  const [chosen, setChosen] = useState<PublishTarget | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(menu, () => setMenu(false), ref);
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
      <Button aria-haspopup="menu" aria-expanded={menu} aria-label={t('jobboard.publish.menu')} onClick={() => setMenu(!menu)} data-testid="jobboard-publish">
        <Megaphone className="size-4" aria-hidden />{t('jobboard.publish.button')}<ChevronDown className="size-3.5" aria-hidden />
      </Button>
      {menu && (
        <div role="menu" aria-label={t('jobboard.publish.menu')} className="absolute right-0 z-40 mt-2 min-w-60 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200">
          {targets.map((target) => (
            <MenuItem key={target.key} onSelect={() => choose(target)}>
              <span data-testid={`jobboard-publish-${target.key}`}>{t(target.labelKey)}</span>
            </MenuItem>
          ))}
        </div>
      )}
      {Dialog && <Dialog job={record} onClose={() => setChosen(null)} />}
    </div>
  );
}
