package parse

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

var months = map[string]int{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}

const (
	monthName = `(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`
	// yearMonth is a month of a year as CVs write it: 2019.03, 2019-3, 2019年3月, 2019/03,
	// Mar 2019, March 2019, 03/2019, or a year alone.
	yearMonth = `(?:(?:19|20)\d{2}\s*[./年-]\s*\d{1,2}\s*月?|` + monthName + `\s+(?:19|20)\d{2}|\d{1,2}\s*/\s*(?:19|20)\d{2}|(?:19|20)\d{2})`
	present   = `(?:至今|现在|現在|目前|今|present|now|current|today)`
)

// rangeRe finds a period "from – to" (to may be "present").
var rangeRe = regexp.MustCompile(`(?i)(` + yearMonth + `)\s*(?:-|–|—|~|～|至|to|until)\s*(` + yearMonth + `|` + present + `)`)

var (
	ymNum   = regexp.MustCompile(`^((?:19|20)\d{2})\s*[./年-]\s*(\d{1,2})`)
	ymName  = regexp.MustCompile(`(?i)^(` + monthName + `)\s+((?:19|20)\d{2})`)
	ymSlash = regexp.MustCompile(`^(\d{1,2})\s*/\s*((?:19|20)\d{2})`)
	yOnly   = regexp.MustCompile(`^((?:19|20)\d{2})$`)
)

// monthOf reads one end of a period as "2006-01-01"; "" for present or unreadable.
func monthOf(s string) string {
	s = strings.TrimSpace(s)
	var y, m int
	if g := ymNum.FindStringSubmatch(s); g != nil {
		y, m = atoi(g[1]), atoi(g[2])
	} else if g := ymName.FindStringSubmatch(s); g != nil {
		y, m = atoi(g[2]), months[strings.ToLower(g[1][:3])]
	} else if g := ymSlash.FindStringSubmatch(s); g != nil {
		y, m = atoi(g[2]), atoi(g[1])
	} else if g := yOnly.FindStringSubmatch(s); g != nil {
		y, m = atoi(g[1]), 1
	}
	if y == 0 || m < 1 || m > 12 {
		return ""
	}
	return fmt.Sprintf("%04d-%02d-01", y, m)
}

// period is a line's date range and the line without it.
type period struct {
	from, to string // "2006-01-02"; to "" is present
	rest     string
}

func periodOf(line string) (period, bool) {
	m := rangeRe.FindStringSubmatchIndex(line)
	if m == nil {
		return period{}, false
	}
	from := monthOf(line[m[2]:m[3]])
	if from == "" {
		return period{}, false
	}
	return period{from: from, to: monthOf(line[m[4]:m[5]]), rest: line[:m[0]] + "  " + line[m[1]:]}, true
}

var (
	dateYMD = regexp.MustCompile(`((?:19|20)\d{2})\s*[./年-]\s*(\d{1,2})\s*(?:[./月-]\s*(\d{1,2})\s*日?)?`)
	dateDMY = regexp.MustCompile(`(?i)(\d{1,2})(?:st|nd|rd|th)?\s+(` + monthName + `),?\s+((?:19|20)\d{2})`)
	dateMDY = regexp.MustCompile(`(?i)(` + monthName + `)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d{2})`)
	bornRe  = regexp.MustCompile(`(?i)\b(?:born(?: on| in)?|出生于|生于)\s*[:：]?\s*([^·|,，;]+)`)
	// bornAfter is a date followed by 出生 or 生 ("1987年5月出生", "1995.03.08生").
	bornAfter   = regexp.MustCompile(`((?:19|20)\d{2}\s*[./年-]\s*\d{1,2}\s*(?:[./月-]\s*\d{1,2}\s*日?|月)?)\s*(?:出生|生)`)
	dateNumeric = regexp.MustCompile(`\b(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2})\b`)
)

// dayOf reads a birth date; a month alone is its first day.
func dayOf(s string) string {
	var y, m, d int
	if g := dateMDY.FindStringSubmatch(s); g != nil {
		y, m, d = atoi(g[3]), months[strings.ToLower(g[1][:3])], atoi(g[2])
	} else if g := dateDMY.FindStringSubmatch(s); g != nil {
		y, m, d = atoi(g[3]), months[strings.ToLower(g[2][:3])], atoi(g[1])
	} else if g := dateNumeric.FindStringSubmatch(s); g != nil {
		// Day first, as Hong Kong, Britain and Europe write it, unless that cannot be.
		y, m, d = atoi(g[3]), atoi(g[2]), atoi(g[1])
		if m > 12 {
			m, d = d, m
		}
	} else if g := dateYMD.FindStringSubmatch(s); g != nil {
		y, m, d = atoi(g[1]), atoi(g[2]), 1
		if g[3] != "" {
			d = atoi(g[3])
		}
	}
	if y == 0 || m < 1 || m > 12 || d < 1 || d > 31 {
		return ""
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
}

func atoi(s string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(s))
	return n
}
