package engine

import (
	"regexp"
	"sort"
	"strings"
	"unicode"

	"huntline/meta"
)

// A text that holds contacts among the rest (a CV: meta.Field.HoldsContacts) is read, while
// the tenant hides contacts, with them masked; the contacts found go to the keyword index's
// hidden part, so a reader kept from them neither reads nor finds a record by them.
//
// What counts as a contact: the record's own contact values wherever they appear, e-mail
// addresses, and telephone numbers: a Chinese mobile (1[3-9] and nine digits, with or
// without +86), a number written with a country code (+44 7700 900123), a landline with
// its area code (010-12345678, 0755 8888 6666). Year and salary ranges (2019-2021,
// 25000-30000) are not numbers anyone dials and stay.

// contactMask replaces each contact found in a text.
const contactMask = "***"

var (
	emailPattern    = regexp.MustCompile(`[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}`)
	phonePattern    = regexp.MustCompile(`\+?\(?\d[\d\s().\-]{5,}\d`)
	cnMobilePattern = regexp.MustCompile(`^(?:\+?86)?1[3-9]\d{9}$`)
	landlinePattern = regexp.MustCompile(`^0\d{2,3}[\s\-]?\d{3,4}[\s\-]?\d{4}$`)
)

// maskContacts answers text with its contacts masked, and the contacts it found.
func maskContacts(text string, known []string) (string, []string) {
	var found []string
	// The record's own values first: they are contacts whatever their shape.
	for _, k := range known {
		if k = strings.TrimSpace(k); len(k) >= 5 && strings.Contains(text, k) {
			text = strings.ReplaceAll(text, k, contactMask)
			found = append(found, k)
		}
	}
	text = emailPattern.ReplaceAllStringFunc(text, func(s string) string {
		found = append(found, s)
		return contactMask
	})
	text = phonePattern.ReplaceAllStringFunc(text, func(s string) string {
		trimmed := strings.TrimRight(s, " .-")
		if !isPhone(trimmed) {
			return s
		}
		found = append(found, trimmed)
		return contactMask + s[len(trimmed):]
	})
	sort.Strings(found)
	return text, found
}

// isPhone tells a written telephone number from other runs of digits.
func isPhone(s string) bool {
	digits := strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return r
		}
		return -1
	}, s)
	if len(digits) < 7 || len(digits) > 15 {
		return false
	}
	compact := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", ".", "").Replace(s)
	switch {
	case cnMobilePattern.MatchString(compact):
		return true
	case strings.HasPrefix(s, "+"):
		return true
	case landlinePattern.MatchString(strings.TrimSpace(s)):
		return true
	}
	return false
}

// contactValues answers a record's own values of its concealed fields, as text.
func contactValues(doc map[string]any, fields []*meta.Field) []string {
	var out []string
	for _, f := range fields {
		if s, ok := doc[f.Name].(string); ok && strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}

// maskContactTexts masks the contacts in a record's texts that hold them, knowing the
// record's own contact values (read before the guard leaves them out).
func maskContactTexts(m *meta.Model, it map[string]any) {
	texts := m.ContactHoldingTexts()
	if len(texts) == 0 {
		return
	}
	known := contactValues(it, m.ConcealedFields())
	for _, f := range texts {
		if s, ok := it[f.Name].(string); ok && s != "" {
			it[f.Name], _ = maskContacts(s, known)
		}
	}
}
