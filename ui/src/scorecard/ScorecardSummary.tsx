import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordPartProps } from '../modules/registry';
import { fetchSummary, type ScorecardSummary as Summary } from './scorecardApi';

/** Above a candidate's tabs: how many scorecards the candidate has and their average overall
 * score on the tenant's scale; a click opens the Scorecards tab. Nothing while there are none. */
export default function ScorecardSummary({ model, record, tabs, selectTab }: RecordPartProps) {
  const { t } = useTranslation();
  const [summary, setSummary] = useState<Summary | null>(null);
  const tab = tabs.find((tb) => tb.data_model_name === 'scorecard');
  useEffect(() => {
    if (!tab) return;
    let live = true;
    fetchSummary(record.id as number).then((s) => live && setSummary(s), () => live && setSummary(null));
    return () => { live = false; };
  }, [record.id, record.version, tab]);
  if (model !== 'candidate' || !tab || !summary || summary.count === 0) return null;
  return (
    <button type="button" onClick={() => selectTab(tab.name)} data-testid="scorecard-summary"
      className="mb-3 inline-flex items-center gap-2 rounded-full border border-amber-200 bg-amber-50 px-3 py-1 text-sm text-amber-900 hover:bg-amber-100">
      <span aria-hidden>★</span>
      {t('scorecard.summary', { count: summary.count, average: summary.average ?? '–', scale: summary.scale })}
    </button>
  );
}
