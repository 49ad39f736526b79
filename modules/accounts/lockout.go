package accounts

import "time"

// Lockout. Every login_chance-th wrong password in a row locks the account, each lock for
// longer than the one before (LockDelays, the last repeating), so a stranger who types
// wrong passwords on purpose cannot keep anyone, an administrator included, out for good:
// the lock ends by itself, and an administrator may still lift it at once (Unlock). The
// count runs on after a lock: failed_attempts says how many wrong passwords came since the
// last successful sign-in, and failed_attempts / login_chance is the number of locks so far.
// A sign-in, an unlock or a new password starts it again from zero.
var LockDelays = []time.Duration{time.Minute, 5 * time.Minute, 15 * time.Minute, time.Hour}

// lockMemory is how long a lock is remembered: the next wrong password after a day without
// one starts the delays from the first again (unknown e-mails are remembered as long).
const lockMemory = 24 * time.Hour

// lockedUntil answers when the lock of an account with failed wrong passwords in a row,
// the latest lock taken at lockedAt, ends; zero when it is not locked. limit 0 turns the
// lockout off.
func lockedUntil(failed, limit int, lockedAt *time.Time) time.Time {
	if limit <= 0 || failed < limit || lockedAt == nil {
		return time.Time{}
	}
	level := min(failed/limit, len(LockDelays))
	return lockedAt.Add(LockDelays[level-1])
}

// lockForgotten tells whether the latest lock is old enough to start the delays again.
func lockForgotten(lockedAt *time.Time, now time.Time) bool {
	return lockedAt != nil && now.Sub(*lockedAt) > lockMemory
}
