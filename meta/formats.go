package meta

import (
	"net/mail"
	"net/url"
	"strconv"
	"strings"
)

// formats normalise char fields with a format: e-mail addresses lower-cased, phone numbers
// stripped of spacing, URLs given a scheme, a model's name kept as a name. Duplicate checks
// compare the normalised form. A format also tells the screens how to show the value (a model's
// name shows as the model's label, never as the raw code).
var formats = map[string]func(string) (string, error){
	"email": normEmail,
	"phone": normPhone,
	"url":   normURL,
	"model": normModelName,
}

// normModelName accepts what a model's name may be (an identifier, as the schema says).
func normModelName(s string) (string, error) {
	for i, r := range s {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !(letter || i > 0 && (r == '_' || r >= '0' && r <= '9')) {
			return "", bad("format", "%q is not a model's name", s)
		}
	}
	return s, nil
}

func normEmail(s string) (string, error) {
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s && !strings.Contains(s, "<") {
		return "", bad("format", "%q is not an e-mail address", s)
	}
	addr := strings.ToLower(a.Address)
	at := strings.LastIndexByte(addr, '@')
	if at < 1 || !strings.Contains(addr[at:], ".") {
		return "", bad("format", "%q is not an e-mail address", s)
	}
	return addr, nil
}

func normPhone(s string) (string, error) {
	var b strings.Builder
	digits := 0
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
			digits++
		case r == '+' && i == 0:
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == '(' || r == ')' || r == '.':
		default:
			return "", bad("format", "%q is not a phone number", s)
		}
	}
	if digits < 3 || digits > 20 {
		return "", bad("format", "%q is not a phone number (3 to 20 digits)", s)
	}
	return b.String(), nil
}

func normURL(s string) (string, error) {
	if !strings.Contains(s, "://") {
		s = "https://" + s
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.ContainsAny(u.Host, " <>\"") {
		return "", bad("format", "%q is not a web address", s)
	}
	return u.String(), nil
}

func itoa(n int) string { return strconv.Itoa(n) }
