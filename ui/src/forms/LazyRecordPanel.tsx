import { lazy, Suspense, type ComponentProps } from 'react';

// rjsf and ajv are the heaviest part of the app: load them on the first form opened.
const RecordPanel = lazy(() => import('./RecordPanel').then((m) => ({ default: m.RecordPanel })));

export function LazyRecordPanel(props: ComponentProps<typeof RecordPanel>) {
  return <Suspense fallback={null}><RecordPanel {...props} /></Suspense>;
}
