package parse

import (
	"regexp"
	"strings"
)

// Codes of the metadata's option lists (gender, degree, language_skill), by the words CVs
// use for them; the tests check each code against meta/options.

func genderOf(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case s == "男" || s == "male" || s == "m" || strings.HasPrefix(s, "男"):
		return "male"
	case s == "女" || s == "female" || s == "f" || strings.HasPrefix(s, "女"):
		return "female"
	}
	return ""
}

var genderToken = regexp.MustCompile(`(?i)(?:^|[\s|｜·•,，/])(男|女|male|female)(?:$|[\s|｜·•,，/])`)

// degrees, highest first, so a line naming several ("MBA, Master") reads as the highest.
var degrees = []struct {
	code string
	re   *regexp.Regexp
}{
	{"phd", regexp.MustCompile(`(?i)博士|\bph\.?\s?d\b|\bdoctor(?:ate| of)\b`)},
	{"mba", regexp.MustCompile(`(?i)\be?mba\b`)},
	{"master", regexp.MustCompile(`(?i)硕士|碩士|研究生|\bmasters?\b|\bm\.?sc?\b\.?|\bm\.?a\.\b|\bmeng\b|\bm\.?phil\b`)},
	{"bachelor", regexp.MustCompile(`(?i)本科|学士|學士|大学本科|\bbachelors?\b|\bb\.?sc?\b\.?|\bb\.?a\.\b|\bbeng\b|\bundergraduate\b`)},
	{"associate", regexp.MustCompile(`(?i)大专|專科|专科|\bassociate(?:'s)? degree\b|\bdiploma\b`)},
	{"highschool", regexp.MustCompile(`(?i)高中|中专|\bhigh school\b`)},
}

// degreeIn answers the highest degree s names, and where it is.
func degreeIn(s string) (code string, at []int) {
	for _, d := range degrees {
		if m := d.re.FindStringIndex(s); m != nil {
			return d.code, m
		}
	}
	return "", nil
}

// degreeRank orders degree codes (higher is more).
var degreeRank = map[string]int{"highschool": 1, "associate": 2, "bachelor": 3, "master": 4, "mba": 5, "phd": 6}

var languageWords = []struct {
	code string
	re   *regexp.Regexp
}{
	{"mandarin", regexp.MustCompile(`(?i)普通话|普通話|国语|國語|汉语|漢語|\bmandarin\b|\bchinese\b|\bputonghua\b`)},
	{"cantonese", regexp.MustCompile(`(?i)粤语|粵語|广东话|廣東話|白话|\bcantonese\b`)},
	{"english", regexp.MustCompile(`(?i)英语|英語|英文|\benglish\b|\bcet-?\s?[46]\b|四级|六级|雅思|托福|\bielts\b|\btoefl\b|专业八级|专八|\btem-?[48]\b`)},
	{"japanese", regexp.MustCompile(`(?i)日语|日語|日文|\bjapanese\b|\bjlpt\b`)},
	{"korean", regexp.MustCompile(`(?i)韩语|韓語|韩文|\bkorean\b|\btopik\b`)},
	{"german", regexp.MustCompile(`(?i)德语|德語|\bgerman\b`)},
	{"french", regexp.MustCompile(`(?i)法语|法語|\bfrench\b`)},
}

// languagesIn answers the language codes s names, in the order it names them.
func languagesIn(s string) []string {
	type found struct {
		code string
		at   int
	}
	var fs []found
	for _, l := range languageWords {
		if m := l.re.FindStringIndex(s); m != nil {
			fs = append(fs, found{l.code, m[0]})
		}
	}
	for i := 1; i < len(fs); i++ {
		for j := i; j > 0 && fs[j].at < fs[j-1].at; j-- {
			fs[j], fs[j-1] = fs[j-1], fs[j]
		}
	}
	var out []string
	for _, f := range fs {
		out = append(out, f.code)
	}
	return out
}
