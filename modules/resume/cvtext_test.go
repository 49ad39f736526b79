package resume

import (
	"os"
	"strings"
	"testing"

	"huntline/resttest"
)

// The candidate's resumeText follows its current CV: set when a CV is attached, changed when
// another is marked current or the current one is removed, kept when the new current CV has
// no text to read or no CV is left; and keyword search finds the candidate by the CV's words.
func TestCVTextFollowsCurrentCV(t *testing.T) {
	docx, err := os.ReadFile("testdata/cvs/zh_word.docx")
	if err != nil {
		t.Fatal(err)
	}
	resttest.Each(t, withMail, func(t *testing.T, admin *resttest.Harness) {
		first := attachFile(admin, "first.txt", "Quentin Blake\nSenior engineer, Zanzibarite platform, Kotlin and Go\n")
		second, _ := admin.Upload("second.docx", docx)
		scan := attachFile(admin, "scan.png", "\x89PNG\r\n\x1a\n not a CV")
		text := func(id int64) string { s, _ := admin.Record("candidate", id)["resumeText"].(string); return s }

		id := admin.Create("candidate", map[string]any{"mobile": "13900162081", "englishName": "Quentin", "resumes": []int64{first}})
		if got := text(id); !strings.Contains(got, "Zanzibarite") {
			t.Fatalf("after the first CV: resumeText %.80q", got)
		}
		if n := admin.Count("candidate", "keyword=zanzibarite"); n != 1 {
			t.Errorf("keyword by a word of the CV: %d candidates", n)
		}

		steps := []struct {
			what    string
			resumes []int64
			has     string
		}{
			{"a second CV added after the current one", []int64{first, second}, "Zanzibarite"},
			{"the second marked current", []int64{second, first}, "刘洋"},
			{"an image marked current", []int64{scan, second, first}, "刘洋"},
			{"the first marked current again", []int64{first, scan, second}, "Zanzibarite"},
			{"the current one removed", []int64{second}, "刘洋"},
			{"no CV left", []int64{}, "刘洋"},
		}
		for _, s := range steps {
			admin.Update("candidate", id, map[string]any{"resumes": s.resumes})
			if got := text(id); !strings.Contains(got, s.has) {
				t.Errorf("%s: resumeText %.80q, want it to hold %q", s.what, got, s.has)
			}
		}
		if n := admin.Count("candidate", "keyword=zanzibarite"); n != 0 {
			t.Errorf("the old CV's word still finds %d candidates", n)
		}
		if n := admin.Count("candidate", "keyword=刘洋"); n != 1 {
			t.Errorf("the current CV's word finds %d candidates", n)
		}

		// Text typed by hand stays until a CV becomes current.
		typed := admin.Create("candidate", map[string]any{"mobile": "13900162082", "englishName": "Typed", "resumeText": "pasted Yokohama notes"})
		admin.Update("candidate", typed, map[string]any{"remarks": "called"})
		if got := text(typed); got != "pasted Yokohama notes" {
			t.Errorf("a typed text changed on an unrelated save: %q", got)
		}
	})
}
