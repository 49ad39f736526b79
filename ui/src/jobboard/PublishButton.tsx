import { ChevronDown, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem } from '../components/Menu';
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
  const [open, setOpen] = useState<PublishTarget | null>(null);
  if (model !== JOB_MODEL || record.is_deleted) return null;
  const targets = publishTargets(on);
  if (!targets.length) return null;
  const choose = (target: PublishTarget) => {
    if (target.Dialog) setOpen(target);
    else target.open?.(record);
  };
  const Dialog = open?.Dialog;
  return (<>
    <Menu label={t('jobboard.publish.menu')} align="right"
      button={<span data-testid="jobboard-publish" className="inline-flex items-center gap-1.5"><Send className="size-4" aria-hidden />{t('jobboard.publish.button')}<ChevronDown className="size-3.5" aria-hidden /></span>}>
      {(close) => targets.map((target) => (
        <MenuItem key={target.key} onSelect={() => { close(); choose(target); }}>
          <span data-testid={`jobboard-publish-${target.key}`}>{t(target.labelKey)}</span>
        </MenuItem>
      ))}
    </Menu>
    {Dialog && <Dialog job={record} onClose={() => setOpen(null)} />}
  </>);
}
