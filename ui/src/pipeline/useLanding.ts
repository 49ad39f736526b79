import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import { useToasts } from '../components/Toasts';
import { navigate, useHash } from '../router/hash';
import { idOf } from '../widgets/display/types';
import { landingDetailHash, landingTarget } from './landing';

/** When the shell is up, and whenever the hash changes (a landing link followed inside the
 * app): follow a review_id / interview_id, then take the parameters out of the address so a
 * reload or Back does not land again. A record that cannot be read shows the server's message. */
// The landing being followed: the shell may change the hash while its record loads (to the
// first model's list), which must not follow the same landing twice.
let following = '';

export function useLanding() {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const hash = useHash();
  useEffect(() => {
    const target = landingTarget(window.location.search, window.location.hash);
    if (!target) return;
    const clean = (hash: string) => navigate(`${window.location.pathname}${hash}`, true);
    if (target.kind === 'list') { clean(target.hash); return; }
    const key = `${target.model}/${target.id}`;
    if (following === key) return;
    following = key;
    api.record(target.model, target.id).then(
      (r) => clean(landingDetailHash(target.model, target.id, idOf(r.candidate), idOf(r.jobsubmission))),
      (e) => {
        clean(window.location.hash.replace(/[?&](review_id|interview_id)=[^&]*/g, ''));
        push('error', e instanceof ApiError && e.kind === 'refused' ? e.message : t('common.networkError'));
      },
    ).finally(() => { following = ''; });
  }, [hash]); // eslint-disable-line react-hooks/exhaustive-deps
}
