package liepin

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"huntline/engine"
)

// The publish form's rules (spec 002 §3, §5), kept on the server too: the form checks them
// as the user types, this refuses or corrects what reaches the provider whatever sent it.

// positionFields are the form's fields (§3); anything else posted is dropped.
var positionFields = []string{
	"hjobJobTitle", "hjobTitle", "jobUserSexKind", "hjobDqCode", "eduLevelTz", "eduLevel", "isPublish",
	"detailSpecial", "searchDirection", "detailReport2", "recruitReason",
	"detailSocialWelfareGj", "detailSocialWelfareSy", "detailSocialWelfareQt",
	"detailLiveWelfareZf", "detailLiveWelfareGs", "detailLiveWelfareGjj", "detailLiveWelfareQt",
	"detailHolidayWelfareGj", "detailHolidayWelfareQt", "detailWorkYears", "hjobSalaryLow", "hjobSalaryHigh",
	"detailSalStructureDiXin", "detailSalStructureTiCheng", "detailSalStructureQiQuan", "detailSalStructureQita",
	"jobTrafficWelfare", "detailAgeLow", "detailAgeHigh", "detailSubordinate",
	"detailLanguageEnglish", "detailLanguageJapanese", "detailLanguageFrench", "detailLanguagePutong", "detailLanguageYueyu", "detailLanguageOther",
	"detailCanSourceIndustry", "detailDuty", "detailMemo", "emergencyLevel", "hjobCloseDate",
	"hcompName", "hcompAlias", "hcompIndustry", "hcompDq", "hcompKind", "hcompScale", "hcompDesc", "deptName",
}

// requiredFields each fail with 'This field is required' when empty (§5).
var requiredFields = []string{
	"hcompName", "hcompAlias", "hcompIndustry", "hcompDq", "hcompKind", "hcompScale", "hcompDesc", "deptName",
	"hjobTitle", "hjobJobTitle", "hjobDqCode", "hjobCloseDate", "emergencyLevel", "isPublish", "detailReport2",
	"detailDuty", "jobUserSexKind", "detailWorkYears", "eduLevel", "detailCanSourceIndustry",
}

// requiredGroups need one of their fields; the error is keyed by the first.
var requiredGroups = [][]string{
	{"hjobSalaryLow", "hjobSalaryHigh"},
	{"detailSalStructureDiXin", "detailSalStructureTiCheng", "detailSalStructureQiQuan", "detailSalStructureQita"},
	{"detailAgeLow", "detailAgeHigh"},
}

// boxes are ticked ("1") or not ("0").
var boxes = []string{
	"detailSocialWelfareGj", "detailSocialWelfareSy", "detailSocialWelfareQt",
	"detailLiveWelfareZf", "detailLiveWelfareGs", "detailLiveWelfareGjj", "detailLiveWelfareQt",
	"detailHolidayWelfareGj", "detailHolidayWelfareQt",
	"detailSalStructureDiXin", "detailSalStructureTiCheng", "detailSalStructureQiQuan", "detailSalStructureQita",
}

// choices are the fixed option lists of §3.
var choices = map[string][]string{
	"jobUserSexKind":    {"不限", "男", "女"},
	"eduLevelTz":        {"0", "1"},
	"isPublish":         {"0", "1"},
	"emergencyLevel":    {"0", "1", "2"},
	"jobTrafficWelfare": {"0", "1", "2", "3", "4"},
}

// Limits of §5 and §9.
const (
	ageLow, ageHigh, ageFallback = 20, 65, 30
	salarySpan                   = 30 // 万: high - low must be under it
)

// treeRules: fields whose value must be an option of a base-info list; leafOnly ones may
// not be a parent node (company and job location, function).
var treeRules = []struct {
	field, list string
	leafOnly    bool
	multi       bool
}{
	{"hcompIndustry", "industry", false, false},
	{"hcompDq", "dq", true, false},
	{"hjobDqCode", "dq", true, false},
	{"hjobJobTitle", "function", true, false},
	{"hcompKind", "compKind", false, false},
	{"hcompScale", "compScale", false, false},
	{"eduLevel", "eduLevel", false, false},
	{"detailCanSourceIndustry", "canSourceIndustry", false, true},
}

// fieldError builds the refusal of one field; the message is translated by its rule
// ("rule."+rule in the catalogues; "required" is the core's 'This field is required').
func fieldError(field, rule, msg string) engine.FieldError {
	return engine.FieldError{Field: field, Rule: rule, Msg: msg}
}

const requiredMsg = "This field is required"

// checkPosition applies §5 to the posted form: values normalised to text, ages outside
// 20–65 replaced by 30, negative salaries by 0, a closing date before today (in loc) by
// today; refusals for empty required fields, a salary span of 30 万 or more, parent nodes
// where a leaf is needed, and values that are not options. base is the provider's base
// info (nil when it could not be had: the trees are then left to the provider).
func checkPosition(in map[string]any, base []OptionList, today time.Time) (Position, error) {
	pos := Position{}
	for _, k := range positionFields {
		if v, ok := in[k]; ok && v != nil {
			pos[k] = strings.TrimSpace(text(v))
		}
	}
	for _, k := range boxes {
		if v, ok := pos[k]; ok {
			pos[k] = tick(v)
		}
	}
	if pos["jobTrafficWelfare"] == "" {
		pos["jobTrafficWelfare"] = "0"
	}
	var errs []engine.FieldError
	bad := map[string]bool{}
	refuse := func(fe engine.FieldError) {
		if !bad[fe.Field] {
			bad[fe.Field] = true
			errs = append(errs, fe)
		}
	}
	for _, k := range requiredFields {
		if pos[k] == "" {
			refuse(fieldError(k, "required", requiredMsg))
		}
	}
	for _, g := range requiredGroups {
		some := false
		for _, k := range g {
			some = some || (pos[k] != "" && pos[k] != "0") || (pos[k] == "0" && !isBox(k))
		}
		if !some {
			refuse(fieldError(g[0], "required", requiredMsg))
		}
	}
	// Ages: outside 20–65 (or not a number) becomes 30.
	for _, k := range []string{"detailAgeLow", "detailAgeHigh"} {
		if v, ok := pos[k]; ok && v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < ageLow || n > ageHigh {
				n = ageFallback
			}
			pos[k] = strconv.Itoa(n)
		}
	}
	// Salaries in 万, at least 0, the span under 30.
	sal := map[string]float64{}
	for _, k := range []string{"hjobSalaryLow", "hjobSalaryHigh"} {
		if v, ok := pos[k]; ok && v != "" {
			n, err := strconv.ParseFloat(v, 64)
			if err != nil {
				refuse(fieldError(k, "liepin_number", "Enter a number"))
				continue
			}
			n = max(0, n)
			sal[k] = n
			pos[k] = strconv.FormatFloat(n, 'f', -1, 64)
		}
	}
	lo, hasLo := sal["hjobSalaryLow"]
	hi, hasHi := sal["hjobSalaryHigh"]
	if hasLo && hasHi && (hi-lo >= salarySpan || lo > hi) {
		refuse(fieldError("hjobSalaryLow", "liepin_salary_range", "range must be less than 30 万"))
	}
	if v := pos["detailSubordinate"]; v != "" {
		if n, err := strconv.Atoi(v); err != nil || n < 0 {
			refuse(fieldError("detailSubordinate", "liepin_number", "Enter a number"))
		}
	}
	if v := pos["detailWorkYears"]; v != "" {
		if n, err := strconv.Atoi(v); err != nil || n < 0 || n > 60 {
			refuse(fieldError("detailWorkYears", "liepin_number", "Enter a number"))
		}
	}
	// The closing date: a date, never before today.
	if v := pos["hjobCloseDate"]; v != "" {
		d, err := time.Parse("2006-01-02", v)
		if err != nil {
			refuse(fieldError("hjobCloseDate", "liepin_date", "Enter a date as YYYY-MM-DD"))
		} else if day := today.Format("2006-01-02"); d.Format("2006-01-02") < day {
			pos["hjobCloseDate"] = day
		}
	}
	for k, allowed := range choices {
		if v := pos[k]; v != "" && !contains(allowed, v) {
			refuse(fieldError(k, "liepin_choice", "Not one of the options"))
		}
	}
	if base != nil {
		lists := map[string][]Option{}
		for _, l := range base {
			lists[l.Key] = l.Options
		}
		for _, r := range treeRules {
			v := pos[r.field]
			if v == "" || bad[r.field] {
				continue
			}
			values := []string{v}
			if r.multi {
				values = list(v)
				pos[r.field] = strings.Join(values, ",")
			}
			for _, code := range values {
				o, ok := findOption(lists[r.list], code)
				switch {
				case !ok:
					refuse(fieldError(r.field, "liepin_choice", "Not one of the options"))
				case r.leafOnly && len(o.Children) > 0:
					refuse(fieldError(r.field, "liepin_leaf", "Choose an item, not a whole group"))
				}
			}
		}
	}
	if len(errs) > 0 {
		return pos, &engine.Error{Status: http.StatusBadRequest, Key: "invalid_fields", Msg: "Some fields of the position need attention", Fields: errs}
	}
	return pos, nil
}

func isBox(k string) bool { return contains(boxes, k) }

// tick answers a box's value: "1" ticked, "0" not.
func tick(v string) string {
	switch strings.ToLower(v) {
	case "1", "true", "on", "yes":
		return "1"
	}
	return "0"
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// findOption finds code anywhere in a tree of options.
func findOption(opts []Option, code string) (Option, bool) {
	for _, o := range opts {
		if o.Value == code {
			return o, true
		}
		if f, ok := findOption(o.Children, code); ok {
			return f, true
		}
	}
	return Option{}, false
}
