package parse

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"huntline/modules/resume/extract"
)

// The fields whose accuracy the issue holds apart (at least 95 %); every other field is
// held to 85 %.
var contactFields = map[string]bool{ChineseName: true, EnglishName: true, Email: true, Mobile: true}

// tally counts a group's fields right out of those expected or produced.
type tally struct{ right, total int }

func (t tally) pct() float64 { return 100 * float64(t.right) / float64(max(t.total, 1)) }

// The project's CV set (testdata/cvs, written by its generator) parses to its expected
// fields: names, e-mails and mobiles at least 95 % right, the rest at least 85 %, counting a
// field parsed that the CV does not hold as wrong, and each entry of the collections field
// by field. It reports the accuracy of each language and the time per CV (extract + parse).
func TestAccuracyOnTheCVSet(t *testing.T) {
	files, _ := filepath.Glob("../testdata/cvs/*.want.json")
	if len(files) < 12 {
		t.Fatalf("%d CVs in the set, want at least 12", len(files))
	}
	if _, err := exec.LookPath(extract.PDFTool); err != nil {
		t.Skip("pdftotext is not installed (apt-get install poppler-utils; .ci/run does)")
	}
	byLang := map[string]*[2]tally{"zh": {}, "en": {}}
	var all [2]tally
	var spent, slowest time.Duration
	slowestCV := ""
	for _, wf := range files {
		base := strings.TrimSuffix(wf, ".want.json")
		cv, _ := filepath.Glob(base + ".*")
		cv = slices.DeleteFunc(cv, func(f string) bool { return strings.HasSuffix(f, ".want.json") })
		if len(cv) != 1 {
			t.Fatalf("%s: %d CV files", base, len(cv))
		}
		var want map[string]any
		raw, _ := os.ReadFile(wf)
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatal(wf, err)
		}
		data, _ := os.ReadFile(cv[0])
		start := time.Now()
		text, err := extract.File(context.Background(), filepath.Base(cv[0]), data)
		if err != nil {
			t.Errorf("%s: %v", cv[0], err)
			continue
		}
		got := Parse(text.Text)
		took := time.Since(start)
		spent += took
		if took > slowest {
			slowest, slowestCV = took, filepath.Base(cv[0])
		}
		var round any
		b, _ := json.Marshal(got)
		json.Unmarshal(b, &round)
		lang := strings.Split(filepath.Base(base), "_")[0]
		score(t, filepath.Base(cv[0]), "", want, round.(map[string]any), byLang[lang], &all)
	}
	for _, lang := range []string{"zh", "en"} {
		r := byLang[lang]
		t.Logf("%s: names, e-mails, mobiles %.1f %% (%d/%d); other fields %.1f %% (%d/%d)", lang, r[0].pct(), r[0].right, r[0].total, r[1].pct(), r[1].right, r[1].total)
	}
	t.Logf("all %d CVs: names, e-mails, mobiles %.1f %%; other fields %.1f %%; %.1f ms per CV", len(files), all[0].pct(), all[1].pct(), float64(spent.Microseconds())/1000/float64(len(files)))
	t.Logf("slowest: %s, %.1f ms", slowestCV, float64(slowest.Microseconds())/1000)
	for lang, r := range byLang {
		if r[0].pct() < 95 || r[1].pct() < 85 {
			t.Errorf("%s: accuracy %.1f %% / %.1f %%, below 95 %% / 85 %%", lang, r[0].pct(), r[1].pct())
		}
	}
}

// score compares one CV's fields (or one collection entry's, under prefix).
func score(t *testing.T, cv, prefix string, want, got map[string]any, lang *[2]tally, all *[2]tally) {
	keys := map[string]bool{}
	for k := range want {
		keys[k] = true
	}
	for k := range got {
		keys[k] = true
	}
	for k := range keys {
		w, g := want[k], got[k]
		if ws, isList := w.([]any); isList && (k == WorkSet || k == EducationSet) {
			gs, _ := g.([]any)
			for i := range max(len(ws), len(gs)) {
				we, ge := map[string]any{}, map[string]any{}
				if i < len(ws) {
					we = ws[i].(map[string]any)
				}
				if i < len(gs) {
					ge = gs[i].(map[string]any)
				}
				score(t, cv, fmt.Sprintf("%s%s.%d.", prefix, k, i), we, ge, lang, all)
			}
			continue
		}
		group := 1
		if prefix == "" && contactFields[k] {
			group = 0
		}
		lang[group].total++
		all[group].total++
		if same(w, g) {
			lang[group].right++
			all[group].right++
		} else {
			t.Logf("%s: %s%s = %v, want %v", cv, prefix, k, g, w)
		}
	}
}

// same compares values as a form would: numbers by value, text by its words, lists as sets.
func same(w, g any) bool { return reflect.DeepEqual(canonical(w), canonical(g)) }

// canonical answers v as same compares it: numbers rounded, text's spaces collapsed, a
// list's elements in one order (by their JSON).
func canonical(v any) any {
	switch x := v.(type) {
	case float64:
		return math.Round(x)
	case string:
		return strings.Join(strings.Fields(x), " ")
	case []any:
		out := make([]string, len(x))
		for i, e := range x {
			raw, _ := json.Marshal(canonical(e))
			out[i] = string(raw)
		}
		slices.Sort(out)
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = canonical(e)
		}
		return out
	}
	return v
}
