import { CheckCircle2, ExternalLink, ListPlus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';
import { Button } from '../components/Button';
import { formatRoute } from '../router/hash';
import type { Imported } from './api';
import './i18n';
import { ShortlistDialog } from './ShortlistDialog';

/** The model a board's resume becomes. */
export const CANDIDATE_MODEL = 'candidate';

/**
 * "Import as candidate" on a board's resume (beyond spec 002): runs the board's import call,
 * then says what became of it — a new candidate, or the existing one the duplicate rules found
 * with the CV added to it — with Open and Shortlist to job, so the recruiter goes on at once.
 */
export function ImportResume({ site, request, onImported }: {
  /** The board's site name (liepin, hunterboard), for the test ids. */
  site: string;
  /** The board's import call (POST /rest/{site}/import_resume). */
  request(): Promise<Imported>;
  onImported?(imported: Imported): void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Imported | null>(null);
  const [error, setError] = useState('');
  const [shortlisting, setShortlisting] = useState(false);
  async function run() {
    setBusy(true);
    setError('');
    try {
      const imported = await request();
      setDone(imported);
      onImported?.(imported);
    } catch (e) {
      setError(e instanceof ApiError && e.kind === 'refused' && e.message ? e.message : t('jobboard.import.failed'));
    } finally {
      setBusy(false);
    }
  }
  if (!done) {
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid={`jobboard-import-${site}`}>
        <Button variant="primary" onClick={() => void run()} disabled={busy} data-testid="jobboard-import">
          <UserPlus className="size-4" aria-hidden />{busy ? t('jobboard.import.importing') : t('jobboard.import.button')}
        </Button>
        {error && <span role="alert" className="text-sm text-red-600">{error}</span>}
      </div>
    );
  }
  const href = formatRoute(CANDIDATE_MODEL, 'detail', { id: done.id });
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900" role="status" data-testid="jobboard-imported">
      <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden />
      <span className="min-w-0 flex-1" data-testid="jobboard-imported-text">{done.created ? t('jobboard.import.created', { name: done.name }) : t('jobboard.import.existing', { name: done.name })}</span>
      <a href={href} className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-emerald-100" data-testid="jobboard-imported-open">
        <ExternalLink className="size-4" aria-hidden />{t('jobboard.import.open')}
      </a>
      <Button onClick={() => setShortlisting(true)} data-testid="jobboard-shortlist">
        <ListPlus className="size-4" aria-hidden />{t('jobboard.import.shortlist')}
      </Button>
      {shortlisting && <ShortlistDialog candidate={done.id} name={done.name} onClose={() => setShortlisting(false)} />}
    </div>
  );
}
