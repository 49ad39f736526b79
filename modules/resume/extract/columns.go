package extract

import (
	"strings"
)

// pdftotext -layout keeps a two-column CV's columns side by side, so each line holds a
// piece of both (a sidebar's phone number beside a job's title). unColumn finds a gutter —
// a character column where, on most lines, the side text ends and the main text begins,
// and that few lines cross — and answers the left column's lines, then the right's. A
// one-column CV has lines crossing any such place and is answered unchanged.
func unColumn(text string) string {
	ls := strings.Split(text, "\n")
	rows := make([][]rune, len(ls))
	width, filled := 0, 0
	for i, l := range ls {
		rows[i] = []rune(l)
		width = max(width, len(rows[i]))
		if strings.TrimSpace(l) != "" {
			filled++
		}
	}
	if filled < 10 {
		return text
	}
	blank := func(r []rune, i int) bool { return i >= len(r) || r[i] == ' ' }
	best, bestStarts := 0, 0
	for c := 8; c < width-8; c++ {
		starts, crossing := 0, 0
		for _, r := range rows {
			if len(r) <= c {
				continue
			}
			switch {
			case !blank(r, c-1) && !blank(r, c):
				crossing++
			case blank(r, c-1) && blank(r, c-2) && !blank(r, c):
				starts++
			}
		}
		if crossing*20 <= filled && starts*10 >= filled*3 && starts > bestStarts {
			best, bestStarts = c, starts
		}
	}
	if best == 0 {
		return text
	}
	var left, right []string
	for _, r := range rows {
		cut := min(best, len(r))
		left = append(left, strings.TrimRight(string(r[:cut]), " "))
		if len(r) > cut {
			right = append(right, strings.TrimSpace(string(r[cut:])))
		}
	}
	return strings.Join(left, "\n") + "\n\n" + strings.Join(right, "\n")
}
