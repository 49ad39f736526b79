import { useLanding } from './useLanding';

/** Follows review_id / interview_id links (spec 000 §2) while the shell is up. */
export function LandingHost() {
  useLanding();
  return null;
}
