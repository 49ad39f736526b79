import { useEffect } from 'react';
import { settingsHash } from '../settings/sections';

/** #account (the spec's /account page): the Channel Management page has its place among the
 * settings, so the short address goes there, leaving no second copy in the history. */
export default function AccountRoute() {
  useEffect(() => { window.location.replace(settingsHash('account')); }, []);
  return null;
}
