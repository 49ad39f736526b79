package accounts

import (
	"strings"

	"github.com/trustelem/zxcvbn"
)

// Common and breached-style passwords are refused with zxcvbn (github.com/trustelem/zxcvbn,
// MIT: a Go port, result for result, of Dropbox's zxcvbn 4.4.2). It estimates how many
// guesses a cracker needs, knowing the 30,000 most common passwords of leaked lists, common
// names and English words, keyboard walks (qwerty, 1q2w3e), sequences, repeats, dates, years
// and l33t spellings (P@ssw0rd), so "password1", "Password123" and "qwerty123" fail while a
// few unrelated words pass. MinPasswordScore 2 means at least 10^6 guesses: more than an
// attacker gets online under the lockout and the per-address limit (zxcvbn's "protection
// from unthrottled online attacks"); bcrypt slows offline guessing further.
const MinPasswordScore = 2

// siteWords are guessed early by anyone attacking this product's accounts.
var siteWords = []string{"huntline"}

// tooGuessable tells whether zxcvbn scores password below MinPasswordScore, with the
// account's e-mail address and its parts counted as known words.
func tooGuessable(password, email string) bool {
	inputs := append([]string{}, siteWords...)
	if email != "" {
		local, domain, _ := strings.Cut(email, "@")
		inputs = append(inputs, email, local, strings.NewReplacer(".", "", "_", "", "-", "", "+", "").Replace(local))
		if name, _, ok := strings.Cut(domain, "."); ok {
			inputs = append(inputs, name)
		}
	}
	return zxcvbn.PasswordStrength(password, inputs).Score < MinPasswordScore
}
