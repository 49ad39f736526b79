import type { DetailTabProps } from '../modules/registry';
import { navigate, parseHash } from '../router/hash';
import { FeedWidget } from './FeedWidget';

/** The current hash with the detail tab and the feed's tab written into it. */
function feedTabHash(tab: string, feedTab: string): string {
  const r = parseHash(window.location.hash);
  r.query.set('tab', tab);
  if (feedTab) r.query.set('feedtab', feedTab); else r.query.delete('feedtab');
  return `#${r.model}/${r.view}?${r.query.toString()}`;
}

/** A record's Feeds tab: its feed, whose own tab is kept in the hash (?tab=feed&feedtab=note). */
export default function FeedTab({ tab, model, record, opening }: DetailTabProps) {
  return <FeedWidget source={{ model, id: record.id }} wantedTab={opening.get('feedtab')} onTab={(key) => navigate(feedTabHash(tab.name, key), true)} />;
}
