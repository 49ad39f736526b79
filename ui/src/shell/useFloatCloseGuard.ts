import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageFloat } from '../stores/pageFloat';

/**
 * The unsaved-changes guard of a form in a page float (spec 000 §4: closing while unsaved asks
 * 'Are you sure you want to close it without save'). The float's close check asks while the
 * form is dirty; discard closes anyway, keep stays open.
 */
export function useFloatCloseGuard(dirty: boolean) {
  const [confirmClose, setConfirmClose] = useState(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    usePageFloat.getState().setCloseCheck(() => {
      if (!dirtyRef.current) return true;
      setConfirmClose(true);
      return false;
    });
  }, []);
  const requestClose = useCallback(() => { usePageFloat.getState().close(); }, []);
  const discard = () => { setConfirmClose(false); usePageFloat.getState().close(true); };
  const keep = () => { setConfirmClose(false); usePageFloat.getState().keepOpen(); };
  return { confirmClose, requestClose, discard, keep };
}
