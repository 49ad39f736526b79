package parse

import (
	"os"
	"slices"
	"testing"

	"huntline/meta"
)

// registry loads the shipped metadata with this module's own (the education collection).
func registry(t *testing.T) *meta.Registry {
	t.Helper()
	r, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin}, meta.Source{Name: "resume", FS: os.DirFS("../meta")})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Every key a parse answers is a field of the candidate model as the metadata has it, each
// collection entry's keys are fields the collection edits, and each coded value is a code
// of the field's option list: a rename in meta/ fails here.
func TestKeysAreTheCandidateModels(t *testing.T) {
	r := registry(t)
	m := r.Model("candidate")
	keys := []string{ChineseName, EnglishName, Gender, DateOfBirth, Mobile, Email, City, Company, Title, MonthlySalary, SalaryMonths,
		ExpectedPay, Experience, Education, School, Skills, Languages, Summary, WorkSet, EducationSet}
	for _, k := range keys {
		if m.Field(k) == nil {
			t.Errorf("candidate has no field %q", k)
		}
	}
	for set, fields := range map[string][]string{WorkSet: {WorkCompany, WorkTitle, WorkStart, WorkEnd, WorkDescription}, EducationSet: {EduSchool, EduMajor, EduDegree, EduStart, EduEnd}} {
		f := m.Field(set)
		if f == nil || f.Collection == nil {
			t.Errorf("candidate.%s is not a collection", set)
			continue
		}
		for _, k := range fields {
			if !slices.Contains(f.Collection.Fields, k) || r.Model(f.To).Field(k) == nil {
				t.Errorf("%s: %s is not a field the collection edits", set, k)
			}
		}
	}
	if f := m.Field(Skills); f == nil || f.Type != "tags" {
		t.Errorf("skills go to a tags field")
	}
	for field, list := range OptionFields {
		if f := m.Field(field); f == nil || f.OptionKey != list {
			t.Errorf("%s: option list %v, want %s", field, f, list)
		}
	}
	if f := r.Model("education").Field(EduDegree); f == nil || f.OptionKey != "degree" {
		t.Errorf("education.degree does not take the degree list")
	}
	has := func(list, code string) bool {
		return slices.ContainsFunc(r.OptionList(list).Options, func(o meta.Option) bool { return o.Code == code })
	}
	for _, c := range []string{"male", "female"} {
		if !has("gender", c) {
			t.Errorf("gender has no code %s", c)
		}
	}
	for _, d := range degrees {
		if !has("degree", d.code) {
			t.Errorf("degree has no code %s", d.code)
		}
	}
	for _, l := range languageWords {
		if !has("language_skill", l.code) {
			t.Errorf("language_skill has no code %s", l.code)
		}
	}
}
