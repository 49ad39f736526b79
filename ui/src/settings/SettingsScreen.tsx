import { ClipboardCheck, LayoutTemplate, ListChecks, Mail, MessageSquareText, Package, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../components/Spinner';
import { EmptyState } from '../components/EmptyState';
import { navigate } from '../router/hash';

const OptionListsPage = lazy(() => import('../studio/options/OptionListsPage').then((m) => ({ default: m.OptionListsPage })));
const LayoutStudioPage = lazy(() => import('../studio/LayoutStudioPage').then((m) => ({ default: m.LayoutStudioPage })));
const SmsTemplatesPage = lazy(() => import('../notice/SmsTemplatesPage').then((m) => ({ default: () => <m.SmsTemplatesPage /> })));
const PackagesPage = lazy(() => import('../studio/PackagesPage').then((m) => ({ default: m.PackagesPage })));
const EmailConfigPage = lazy(() => import('../email/EmailConfigPage').then((m) => ({ default: m.EmailConfigPage })));
const ApprovalFlowsPage = lazy(() => import('../approval/DefinitionsPage').then((m) => ({ default: m.DefinitionsPage })));

/** A settings page: the route's query (its own parameters) and a way to change them. Pages
 * with one choice use selected/onSelect (the `list` parameter); pages with several read the
 * query and replace some of its parameters with onParams. */
export interface SectionProps {
  selected: string;
  onSelect(key: string): void;
  query: URLSearchParams;
  onParams(params: Record<string, string | undefined>): void;
}
interface Section { type: string; labelKey: string; icon: LucideIcon; Page: ComponentType<SectionProps> }

/** The admin studio's sections, in sidebar order. */
const SECTIONS: Section[] = [
  { type: 'options', labelKey: 'settings.options.title', icon: ListChecks, Page: OptionListsPage },
  { type: 'layout', labelKey: 'studio.layout.title', icon: LayoutTemplate, Page: LayoutStudioPage },
  { type: 'packages', labelKey: 'studio.packages.title', icon: Package, Page: PackagesPage },
  { type: 'sms-templates', labelKey: 'notice.templates.title', icon: MessageSquareText, Page: SmsTemplatesPage },
  { type: 'email-config', labelKey: 'email.templates.settingsTitle', icon: Mail, Page: EmailConfigPage },
  { type: 'approval-flows', labelKey: 'approval.settingsTitle', icon: ClipboardCheck, Page: ApprovalFlowsPage },
];

export const settingsHash = (type: string, params: Record<string, string> = {}) =>
  `#system-setting/list?${new URLSearchParams({ type, ...params }).toString()}`;

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
  const type = query.get('type') ?? '';
  const section = SECTIONS.find((s) => s.type === type);
  return (
    <div className="flex h-full min-h-0">
      <nav aria-label={t('settings.title')} className="w-52 shrink-0 border-r border-slate-200 bg-slate-50 p-3">
        <h1 className="px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('settings.title')}</h1>
        <ul className="space-y-0.5">
          {SECTIONS.map((s) => (
            <li key={s.type}>
              <a href={settingsHash(s.type)} aria-current={s.type === type ? 'page' : undefined}
                className={`flex items-center gap-2 rounded-md px-2 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${s.type === type ? 'bg-white font-medium text-brand-700 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:bg-white'}`}>
                <s.icon className="size-4" aria-hidden />{t(s.labelKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="flex min-w-0 flex-1 flex-col">
        {section ? (
          <Suspense fallback={<FullPageSpinner />}>
            <section.Page selected={query.get('list') ?? ''} onSelect={(key) => navigate(settingsHash(section.type, { list: key }))}
              query={query} onParams={(params) => navigate(settingsHash(section.type, mergeParams(query, params)))} />
          </Suspense>
        ) : (
          <div className="flex flex-1 items-center justify-center"><EmptyState title={type ? t('settings.unknown', { type }) : t('settings.choose')} /></div>
        )}
      </main>
    </div>
  );
}

export default SettingsScreen;
