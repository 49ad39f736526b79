import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FilterProblem } from './filterProblem';

/** A refused filter's message under the box it was typed in (never the offline state), with
 * "Search for “Java”" when the word reads as text to search for. */
export function FilterProblemNote({ id, problem, onSearch }: { id: string; problem: FilterProblem; onSearch?(text: string): void }) {
  const { t } = useTranslation();
  return (
    <p id={id} role="alert" className="order-last flex basis-full items-start gap-1.5 text-sm text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {problem.text}
        {problem.searchFor && onSearch && (
          <> <button type="button" onClick={() => onSearch(problem.searchFor!)} className="font-medium text-brand-700 underline hover:text-brand-800">
            {t('listSearch.searchInstead', { word: problem.searchFor })}
          </button></>
        )}
      </span>
    </p>
  );
}
