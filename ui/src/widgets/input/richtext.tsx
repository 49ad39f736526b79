// richtext: the TipTap editor is heavy (ProseMirror), so it is its own chunk, loaded the first
// time a form shows a rich-text field; a skeleton of the same size holds its place meanwhile.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { richFrameClass, type InputProps } from './types';

const RichTextEditor = lazy(() => import('./richtext-editor'));

function RichTextSkeleton({ invalid, disabled }: Pick<InputProps, 'invalid' | 'disabled'>) {
  const { t } = useTranslation();
  return (
    <div className={richFrameClass(invalid, disabled)} role="status" aria-label={t('richtext.loading')} data-testid="richtext-skeleton">
      <div className="flex h-11 shrink-0 items-center gap-1.5 border-b border-slate-200 bg-slate-50/80 px-2">
        <div className="h-7 w-20 animate-pulse rounded-md bg-slate-200/80" />
        {Array.from({ length: 8 }, (_, i) => <div key={i} className="size-7 animate-pulse rounded-md bg-slate-200/80" />)}
      </div>
      <div className="flex-1 space-y-2.5 px-3 py-3">
        <div className="h-3 w-3/4 animate-pulse rounded bg-slate-100" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}

/** richtext: HTML in, HTML out; an empty document is no value. */
export function RichTextInput(props: InputProps) {
  return (
    <Suspense fallback={<RichTextSkeleton invalid={props.invalid} disabled={props.disabled} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
