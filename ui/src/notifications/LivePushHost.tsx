import { useEffect } from 'react';
import { useSession } from '../stores/session';
import { startLivePush } from './livePush';

/** Live notifications and the header's counts, for as long as this user is signed in here. */
export function LivePushHost() {
  const userId = useSession((s) => s.user?.id);
  useEffect(() => startLivePush(), [userId]);
  return null;
}
