package parse

import (
	"regexp"
	"strings"
)

var (
	hanName    = regexp.MustCompile(`^\p{Han}{2,4}$`)
	latinName  = regexp.MustCompile(`^[A-Z][A-Za-z'’-]*(?:\s+[A-Z][A-Za-z'’.-]*){1,3}$`)
	hanInParen = regexp.MustCompile(`^(.+?)\s*[(（]\s*(\p{Han}{2,4})\s*[)）]$`)
	mixedName  = regexp.MustCompile(`^(\p{Han}{2,4})\s+([A-Z][A-Za-z'’-]*(?:\s+[A-Z][A-Za-z'’-]*){1,2})$`)
)

// namesOf reads a name as written on a CV: "张伟", "JAMES MILLER", "Michael Chen (陈明)",
// "张伟 David Zhang".
func namesOf(s string) (chinese, english string) {
	s = strings.TrimSpace(s)
	if m := hanInParen.FindStringSubmatch(s); m != nil {
		if en := englishName(m[1]); en != "" {
			return m[2], en
		}
	}
	if m := mixedName.FindStringSubmatch(s); m != nil {
		return m[1], englishName(m[2])
	}
	if hanName.MatchString(s) {
		return s, ""
	}
	return "", englishName(s)
}

// englishName answers a Latin name in title case ("JAMES MILLER" → "James Miller"), or "".
func englishName(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if !latinName.MatchString(s) || headingLike(s) || titleWords.MatchString(s) || companyWords.MatchString(s) {
		return ""
	}
	words := strings.Fields(s)
	for i, w := range words {
		if w == strings.ToUpper(w) && len(w) > 1 {
			words[i] = w[:1] + strings.ToLower(w[1:])
		}
	}
	return strings.Join(words, " ")
}

func headingLike(s string) bool {
	_, ok := headingOf(s)
	return ok || titles[strings.ToLower(s)]
}
