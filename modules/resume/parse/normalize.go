package parse

import (
	"strings"
)

// fold turns the full-width forms Chinese CVs type (digits, letters, colon, @, +, -, .)
// into ASCII for matching; text kept for display (summaries, descriptions) is not folded.
func fold(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\u3000':
			return ' '
		case r == '：':
			return ':'
		case r >= '０' && r <= '９', r >= 'Ａ' && r <= 'Ｚ', r >= 'ａ' && r <= 'ｚ', r == '＠', r == '＋', r == '－', r == '．', r == '／':
			return r - 0xFEE0
		}
		return r
	}, s)
}

// lines answers the text's lines, folded and trimmed, blanks dropped.
func lines(text string) []string {
	var out []string
	for _, l := range strings.Split(fold(text), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// trimSep trims separators and blanks from both ends of a value.
func trimSep(s string) string {
	return strings.Trim(s, " \t|｜·•,，;；:/-–—")
}

// bullet strips a list marker from a description line.
func bullet(s string) string {
	s = strings.TrimSpace(s)
	for _, b := range []string{"- ", "• ", "* ", "· ", "● ", "■ ", "▪ ", "•", "●", "■", "▪"} {
		if strings.HasPrefix(s, b) {
			return strings.TrimSpace(s[len(b):])
		}
	}
	return s
}

func isBullet(s string) bool { return bullet(s) != strings.TrimSpace(s) }
