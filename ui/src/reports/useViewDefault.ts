// spec 001 §9: "View switch confirmation delay 300 ms (confirm asks to make the view the
// default for next visit)". A switch shows the view at once; 300 ms later, if the user has
// not switched again, the page asks whether the report should open on it next time. Yes saves
// the view config (POST /rest/reporttemplate/viewconfig).
import { useEffect, useRef, useState } from 'react';
import type { ViewType } from './types';

export const VIEW_CONFIRM_DELAY_MS = 300;

export function useViewDefault(savedView: ViewType | undefined, canSave: boolean) {
  const [asking, setAsking] = useState<ViewType>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    asking,
    /** Called on every switch: the question waits for the user to settle. */
    switched(view: ViewType) {
      clearTimeout(timer.current);
      setAsking(undefined);
      if (!canSave || view === savedView) return;
      timer.current = setTimeout(() => setAsking(view), VIEW_CONFIRM_DELAY_MS);
    },
    dismiss() {
      clearTimeout(timer.current);
      setAsking(undefined);
    },
  };
}
