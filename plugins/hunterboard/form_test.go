package hunterboard

import "testing"

// The rules of each field type, one value at a time.
func TestFieldRules(t *testing.T) {
	d := Dicts{City: options(simCities, "en"), Industry: options(simIndustries, "en"), Education: options(simEducation, "en"),
		CompanyKind: options(simCompanyKinds, "en"), CompanyScale: options(simCompanyScales, "en")}
	field := func(name string) fieldDef {
		for _, s := range formDefs {
			for _, f := range s.fields {
				if f.name == name {
					return f
				}
			}
		}
		t.Fatalf("no field %s", name)
		return fieldDef{}
	}
	const today = "2026-06-15"
	cases := []struct {
		field string
		value any
		want  string // "" good; else a word of the refusal
	}{
		{"hcompName", "", "required"},
		{"hcompName", "  ", "required"},
		{"hcompName", "华信", ""},
		{"hcompName", string(make([]rune, 101)), "At most 100"},
		{"hcompDept", "", ""},
		{"viewCode", "abc", ""},
		{"detailSubordinate", 12, ""},
		{"detailSubordinate", 1.5, "whole number from 0 to 10000"},
		{"detailSubordinate", -1, "whole number"},
		{"detailSubordinate", "7", ""},
		{"salary", map[string]any{"min": 30, "max": 50}, ""},
		{"salary", map[string]any{"min": nil, "max": 50}, ""},
		{"salary", map[string]any{"min": nil, "max": nil}, "required"},
		{"salary", map[string]any{"min": 60, "max": 50}, "lower bound"},
		{"age", map[string]any{"min": 18, "max": 40}, "from 20 to 65"},
		{"age", map[string]any{"min": 25, "max": 70}, "from 20 to 65"},
		{"hjobDqCode", "010010", ""},
		{"hjobDqCode", "010", "lowest level"},
		{"hjobDqCode", "010010,020010", "Choose one"},
		{"hjobDqCode", "999", "lowest level"},
		{"detailCanSourceIndustry", "IT01,FN02", ""},
		{"detailCanSourceIndustry", []any{"IT01", "FN02"}, ""},
		{"detailCanSourceIndustry", "IT", "lowest level"},
		{"hjobCloseDate", "2026-06-15", ""},
		{"hjobCloseDate", "2026-06-14", "before today"},
		{"hjobCloseDate", "15/06/2026", "YYYY-MM-DD"},
		{"detailSalStructure", []any{"dixin", "ticheng"}, ""},
		{"detailSalStructure", []any{}, "required"},
		{"detailSalStructure", []any{"bonus"}, "Choose from the list"},
		{"jobUserSexKind", "2", ""},
		{"jobUserSexKind", "3", "Choose from the list"},
		{"emergencyLevel", "1", ""},
		{"eduLevel", "4", ""},
		{"hcompKind", "9", "Choose from the list"},
	}
	for _, c := range cases {
		got := field(c.field).check(c.value, d, "en", today)
		if (c.want == "") != (got == "") || (c.want != "" && !contains(got, c.want)) {
			t.Errorf("%s = %v: %q, want %q", c.field, c.value, got, c.want)
		}
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// Prefill matches Huntline's names to the board's trees.
func TestMatchLeaf(t *testing.T) {
	cities := options(simCities, "zh_CN")
	for name, want := range map[string]string{"上海": "020010", "深圳": "050090", "北京朝阳区": "010010", "": "", "纽约": ""} {
		if got := matchLeaf(cities, name); got != want {
			t.Errorf("%q → %q, want %q", name, got, want)
		}
	}
	// A city read with its names; the board's labels in English.
	city := map[string]any{"id": 3, "name": "深圳", "name_en": "Shenzhen"}
	if got := matchLeaf(options(simCities, "en"), names(city)...); got != "050090" {
		t.Errorf("Shenzhen in English: %q", got)
	}
	if got := matchLeaf(options(simIndustries, "zh_CN"), names(map[string]any{"name": "保险", "name_en": "Insurance"})...); got != "FN03" {
		t.Errorf("保险: %q", got)
	}
}
