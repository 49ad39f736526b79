package parse

import (
	"fmt"
	"strings"
	"testing"
)

// The pieces, on the forms CVs write that the CV set does not all hold.
func TestPieces(t *testing.T) {
	mobiles := map[string]string{
		"手机：138 1234 5678":              "13812345678",
		"Tel: +86-139-0011-2233":        "13900112233",
		"0086 13900112233":              "13900112233",
		"(+852) 9123 4567":              "+85291234567",
		"+44 7700 900123 · London":      "+447700900123",
		"ID 513812345678123":            "", // inside a longer number
		"2014.07 - 2019.02 25000-30000": "",
	}
	for in, want := range mobiles {
		if got := mobileOf(in); got != want {
			t.Errorf("mobileOf(%q) = %q, want %q", in, got, want)
		}
	}
	days := map[string]string{"1988年3月": "1988-03-01", "1988年3月5日": "1988-03-05", "1992-07-15": "1992-07-15", "12 May 1987": "1987-05-12",
		"May 12, 1987": "1987-05-12", "02/11/1983": "1983-11-02", "11/25/1983": "1983-11-25", "1990.08": "1990-08-01", "soon": ""}
	for in, want := range days {
		if got := dayOf(in); got != want {
			t.Errorf("dayOf(%q) = %q, want %q", in, got, want)
		}
	}
	pays := []struct {
		in, assume   string
		monthly      float64
		months       int
		annLo, annHi float64
	}{
		{"35K×14", "", 35000, 14, 490000, 490000},
		{"50-60万/年", "", 41667, 12, 500000, 600000},
		{"25000-30000元/月", "", 25000, 0, 300000, 360000},
		{"160,000 - 180,000 per year", "", 13333, 12, 160000, 180000},
		{"48万-52万", "", 40000, 12, 480000, 520000},
		{"5,500 monthly, 12 months", "", 5500, 12, 66000, 66000},
		{"25.2万（18000×14）", "year", 18000, 14, 252000, 252000},
	}
	for _, c := range pays {
		p, ok := payOf(c.in)
		if c.assume != "" {
			p.period = c.assume
		}
		m, n := p.monthly(c.assume)
		lo, hi := p.annual(c.assume)
		if !ok || m != c.monthly || n != c.months || lo != c.annLo || hi != c.annHi {
			t.Errorf("payOf(%q): monthly %v × %d, annual %v–%v; want %v × %d, %v–%v", c.in, m, n, lo, hi, c.monthly, c.months, c.annLo, c.annHi)
		}
	}
	names := map[string]string{"张伟": "张伟|", "JAMES MILLER": "|James Miller", "Michael Chen (陈明)": "陈明|Michael Chen", "张伟 David Zhang": "张伟|David Zhang",
		"Senior Data Analyst": "|", "WORK EXPERIENCE": "|"}
	for in, want := range names {
		if cn, en := namesOf(in); cn+"|"+en != want {
			t.Errorf("namesOf(%q) = %q|%q, want %s", in, cn, en, want)
		}
	}
	if got := fmt.Sprint(languagesIn("英语（CET-6）、普通话、粤语")); got != "[english mandarin cantonese]" {
		t.Errorf("languages: %s", got)
	}
}

// A CV with nothing recognisable answers no fields rather than guesses.
func TestNothingToRead(t *testing.T) {
	if r := Parse("lorem ipsum dolor sit amet, consectetur adipiscing elit.\n\n12345"); len(r) != 0 {
		t.Errorf("%v", r)
	}
}

// A huge text is read only as far as MaxText, cut at a character.
func TestHugeText(t *testing.T) {
	r := Parse("Name: James Miller\nEmail: james@example.com\n" + strings.Repeat("2019.03 - 至今 公司：某某科技有限公司 | 工程师\n", 200000))
	if r[Email] != "james@example.com" || r[EnglishName] != "James Miller" {
		t.Errorf("%v", r)
	}
}

// An education entry without a degree ("Associate" is none of the degree codes) is read,
// not a panic: a job board's CV of one such entry crashed the parse.
func TestEducationWithoutDegree(t *testing.T) {
	r := Parse("MICHAEL WALKER\nCTO\nEmail: michael.walker@example.com | Mobile: 18845796846\n\n" +
		"EDUCATION\nUniversity of Hong Kong    Sep 2016 – Jun 2020\nAssociate, Mechanical Engineering\n")
	es, _ := r[EducationSet].([]map[string]any)
	if len(es) != 1 || es[0][EduSchool] != "University of Hong Kong" {
		t.Errorf("education %v", r[EducationSet])
	}
}
