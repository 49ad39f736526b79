import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../components/Spinner';
import { EmptyState } from '../components/EmptyState';
import { navigate } from '../router/hash';
import { SettingsFrame, useSettingsSections } from './SettingsFrame';
import { settingsHash } from './sections';

export type { SectionProps } from '../modules/registry';

export { settingsHash } from './sections';

/** The route's parameters (but type) with some replaced; undefined or '' removes one. */
function mergeParams(query: URLSearchParams, params: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  query.forEach((v, k) => { if (k !== 'type') out[k] = v; });
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === '') delete out[k];
    else out[k] = v;
  }
  return out;
}

/** #system-setting/list?type=… (spec 001 §2): the settings sidebar, and the page of that type. */
export function SettingsScreen({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation();
  const sections = useSettingsSections();
  const type = query.get('type') ?? '';
  const section = sections.find((s) => s.type === type);
  return (
    <SettingsFrame type={type}>
      <main className="flex min-h-0 min-w-0 flex-1 flex-col">
        {section ? (
          <Suspense fallback={<FullPageSpinner />}>
            <section.Component selected={query.get('list') ?? ''} onSelect={(key) => navigate(settingsHash(section.type, { list: key }))}
              query={query} onParams={(params) => navigate(settingsHash(section.type, mergeParams(query, params)))} />
          </Suspense>
        ) : (
          <div className="flex flex-1 items-center justify-center"><EmptyState title={type ? t('settings.unknown', { type }) : t('settings.choose')} /></div>
        )}
      </main>
    </SettingsFrame>
  );
}

export default SettingsScreen;
