// The modules that are on for the signed-in user's tenant: the installed ones but the plugins
// the server's configuration leaves out (all of them before sign-in, or when an older server
// names none). The configuration is read once per page load, so the answer is stable for the
// page's life.
import { useMemo } from 'react';
import { useSession } from '../stores/session';
import { enabledModules, installedModules, modulesOn, type UiModule } from './registry';

let last: { installed: readonly UiModule[]; on: readonly string[] | undefined; active: readonly UiModule[] } | undefined;

/** The modules that are on, for code outside React's render (and inside it, where no change
 * needs to be followed). */
export function activeModules(): readonly UiModule[] {
  const installed = installedModules();
  const on = modulesOn(useSession.getState().config);
  if (!last || last.installed !== installed || last.on !== on) last = { installed, on, active: enabledModules(installed, on) };
  return last.active;
}

/** The modules that are on; components re-render if the configuration is read again. */
export function useModules(): readonly UiModule[] {
  const on = useSession((s) => modulesOn(s.config));
  return useMemo(() => enabledModules(installedModules(), on), [on]);
}
