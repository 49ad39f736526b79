import { lazy, Suspense, useEffect } from 'react';
import { FullPageSpinner } from '../components/Spinner';
import { ErrorState } from '../components/ErrorState';
import { isMobilePath, navigate, parseHash, useHash } from '../router/hash';
import { hashOf, useNavbar } from '../stores/navbar';
import { useSession } from '../stores/session';
import { Header } from './Header';

// Code-split by screen: the list is the first thing most users see, the detail loads on demand.
const ListScreen = lazy(() => import('../list/ListScreen'));
const DetailScreen = lazy(() => import('../detail/DetailScreen'));

export function Shell() {
  const user = useSession((s) => s.user)!;
  const navbar = useNavbar();
  const hash = useHash();
  const route = parseHash(hash);
  const mobile = isMobilePath();

  useEffect(() => { void navbar.load(user.id); }, [user.id]); // eslint-disable-line react-hooks/exhaustive-deps

  // No model in the hash: land on the first model of the navigation.
  useEffect(() => {
    if (route.model || !navbar.config) return;
    const first = navbar.config.link_list.find((l) => l.is_model);
    if (first) navigate(hashOf(first.url), true);
  }, [route.model, navbar.config]);

  return (
    <div className="flex h-full flex-col">
      <Header currentModel={route.model} mobile={mobile} />
      <div className="min-h-0 flex-1">
        {navbar.error ? <ErrorState error={navbar.error} onRetry={() => navbar.load(user.id)} /> : null}
        {route.model && (
          <Suspense fallback={<FullPageSpinner />}>
            {route.view === 'detail'
              ? <DetailScreen key={`${route.model}-${route.query.get('id')}`} model={route.model} id={route.query.get('id')} />
              : <ListScreen key={route.model} model={route.model} mobile={mobile} adding={route.view === 'add'} />}
          </Suspense>
        )}
      </div>
    </div>
  );
}
