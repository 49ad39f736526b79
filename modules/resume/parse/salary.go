package parse

import (
	"math"
	"regexp"
	"strconv"
	"strings"
)

// pay is an amount or band as a CV writes it.
type pay struct {
	min, max float64
	period   string // "month", "year" or "" when the text does not say
	months   int    // months paid a year (25K×14, 14薪), 0 when not said
}

var (
	amountRe  = regexp.MustCompile(`(?i)(\d+(?:,\d{3})*(?:\.\d+)?)\s*(万|萬|千|k|w)?`)
	bandSepRe = regexp.MustCompile(`^\s*(?:-|–|—|~|～|至|to)\s*$`)
	monthsRe  = regexp.MustCompile(`(?i)(?:[×x*]\s*(\d{2})(?:\s*(?:薪|个月|個月|months?))?\b|(\d{2})\s*(?:薪|个月|個月|months))`)
	perMonth  = regexp.MustCompile(`(?i)月|month|/mo\b|monthly|p\.?m\.?`)
	perYear   = regexp.MustCompile(`(?i)年|year|annual|p\.?a\.?`)
)

// payOf reads an amount or band: "35K×14", "50-60万/年", "25000-30000元/月",
// "160,000 - 180,000 per year", "48万-52万", "5,500 monthly, 12 months".
func payOf(s string) (pay, bool) {
	var p pay
	if m := monthsRe.FindStringSubmatch(s); m != nil {
		p.months = atoi(m[1] + m[2])
		s = strings.Replace(s, m[0], " ", 1)
	}
	ms := amountRe.FindAllStringSubmatchIndex(s, -1)
	var nums []float64
	var units []string
	for i, m := range ms {
		if i > 0 && !bandSepRe.MatchString(s[ms[i-1][1]:m[0]]) {
			break
		}
		n, err := strconv.ParseFloat(strings.ReplaceAll(s[m[2]:m[3]], ",", ""), 64)
		if err != nil {
			return p, false
		}
		unit := ""
		if m[4] >= 0 {
			unit = strings.ToLower(s[m[4]:m[5]])
		}
		nums, units = append(nums, n), append(units, unit)
		if len(nums) == 2 {
			break
		}
	}
	if len(nums) == 0 {
		return p, false
	}
	// "30-35万": the band's unit is written once, after its end.
	if len(units) == 2 && units[0] == "" {
		units[0] = units[1]
	}
	for i := range nums {
		switch units[i] {
		case "万", "萬", "w":
			nums[i] *= 10000
		case "千", "k":
			nums[i] *= 1000
		}
	}
	p.min, p.max = nums[0], nums[len(nums)-1]
	switch {
	case perMonth.MatchString(s) && !strings.Contains(s, "个月") && !strings.Contains(s, "months"):
		p.period = "month"
	case perYear.MatchString(s):
		p.period = "year"
	case p.months > 0:
		p.period = "month"
	}
	if p.period == "" && strings.Contains(strings.ToLower(s), "monthly") {
		p.period = "month"
	}
	return p, p.min > 0
}

// annual answers the band a year; monthly pay counts the months given, else 12.
func (p pay) annual(assume string) (lo, hi float64) {
	period := p.period
	if period == "" {
		period = assume
	}
	if period == "" {
		period = "year"
		if p.max < 200000 {
			period = "month"
		}
	}
	if period == "month" {
		n := float64(p.months)
		if n == 0 {
			n = 12
		}
		return math.Round(p.min * n), math.Round(p.max * n)
	}
	return p.min, p.max
}

// monthly answers the pay a month and the months paid (12 for an annual figure).
func (p pay) monthly(assume string) (float64, int) {
	period := p.period
	if period == "" {
		period = assume
	}
	if period == "" {
		period = "month"
		if p.min >= 200000 {
			period = "year"
		}
	}
	if period == "year" {
		n := p.months
		if n == 0 {
			n = 12
		}
		return math.Round(p.min / float64(n)), n
	}
	return p.min, p.months
}
