package resume

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"huntline/resttest"
)

// attachFile uploads a file through POST /rest/file/upload and answers its id.
func attachFile(b *resttest.Harness, name, content string) int64 {
	b.T.Helper()
	id, _ := b.Upload(name, []byte(content))
	return id
}

// cvs answers the file ids GET /rest/file/list/candidate/{id} lists for a candidate, and
// whether the candidate was answered at all.
func cvs(b *resttest.Harness, id int64) ([]int64, bool) {
	b.T.Helper()
	status, body := b.Get(fmt.Sprintf("/rest/file/list/candidate/%d", id))
	if status != 200 {
		b.T.Fatalf("file list: %d %v", status, body)
	}
	files, ok := body["data"].(map[string]any)[fmt.Sprint(id)].([]any)
	var out []int64
	for _, f := range files {
		out = append(out, int64(f.(map[string]any)["id"].(float64)))
	}
	return out, ok
}

// A candidate holds CVs in its resumes field, shown on the add form and the detail; the
// first is the current one, reordering marks another current, and the list follows the
// candidate's scope and limited rule.
func TestCandidateCVs(t *testing.T) {
	resttest.Each(t, withMail, func(t *testing.T, admin *resttest.Harness) {
		u, col := ownersOnly(admin)

		status, body := admin.Get("/rest/custom_field/candidate/edit/all")
		if status != 200 || !containsField(body, "resumes") {
			t.Errorf("the edit form lacks the resumes field: %d %.300v", status, body)
		}

		original, agency := attachFile(u, "cv.pdf", "%PDF-1.4 original"), attachFile(u, "cv-agency.txt", "agency version")
		mine := u.Create("candidate", map[string]any{"mobile": "13900966083", "englishName": "Ulla", "owner": u.UserID, "resumes": []int64{original, agency}})
		if got, _ := cvs(u, mine); !slices.Equal(got, []int64{original, agency}) {
			t.Errorf("his candidate's CVs: %v, want %d then %d", got, original, agency)
		}
		u.Update("candidate", mine, map[string]any{"resumes": []int64{agency, original}}) // mark current
		if got, _ := cvs(u, mine); !slices.Equal(got, []int64{agency, original}) {
			t.Errorf("after marking the agency version current: %v", got)
		}
		if got, seen := cvs(col, mine); seen || len(got) > 0 {
			t.Errorf("a colleague outside the candidate's scope sees %v", got)
		}
		limited := admin.Create("candidate", map[string]any{"mobile": "13900966084", "englishName": "Larry", "owner": col.UserID, "islimited": true, "resumes": []int64{attachFile(admin, "l.txt", "limited")}})
		if got, seen := cvs(u, limited); seen || len(got) > 0 {
			t.Errorf("a limited candidate's CVs: %v", got)
		}
		if got, _ := cvs(admin, limited); len(got) != 1 {
			t.Errorf("the admin sees the limited candidate's CVs: %v", got)
		}
	})
}

// ownersOnly answers a consultant and his colleague, each reading only the candidates he owns.
func ownersOnly(admin *resttest.Harness) (u, col *resttest.Harness) {
	admin.T.Helper()
	u = admin.As("consultant@huntline.test", map[string]any{"user_type": "consultant"})
	col = admin.As("colleague@huntline.test", map[string]any{"user_type": "consultant"})
	admin.Create("dataaccessmodelquery", map[string]any{"name": "Own", "model": "candidate", "query": "owner={{user.id}}", "users": []int64{u.UserID, col.UserID}})
	return u, col
}

// pageImage answers page n of a file's preview: the status, the content type and the bytes.
func pageImage(b *resttest.Harness, uuid string, n int) (int, string, []byte) {
	b.T.Helper()
	resp := b.Send("GET", fmt.Sprintf("/rest/resume/page/%s/%d", uuid, n), "", "")
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Content-Type"), data
}

// containsField tells whether a field tree answer names a field.
func containsField(v any, name string) bool {
	switch x := v.(type) {
	case map[string]any:
		if x["name"] == name || x["field"] == name {
			return true
		}
		for _, c := range x {
			if containsField(c, name) {
				return true
			}
		}
	case []any:
		return slices.ContainsFunc(x, func(c any) bool { return containsField(c, name) })
	case string:
		return x == name
	}
	return false
}

// A PDF CV is drawn page by page for the tab's preview, for a user who may read it; a file he
// may not read answers as a missing one, and a file that is not a PDF is refused.
func TestPDFPreview(t *testing.T) {
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm (poppler-utils) is not installed")
	}
	resttest.Each(t, withMail, func(t *testing.T, admin *resttest.Harness) {
		u, col := ownersOnly(admin)
		pdf, _ := os.ReadFile("testdata/cvs/en_pdf.pdf")
		id, uuid := u.Upload("cv.pdf", pdf)
		u.Create("candidate", map[string]any{"mobile": "13900966085", "englishName": "Ulla", "owner": u.UserID, "resumes": []int64{id}})

		if status, body := u.Get("/rest/resume/pages/" + uuid); status != 200 || body["pages"] != float64(1) {
			t.Errorf("pages: %d %v, want 1", status, body)
		}
		if status, ctype, png := pageImage(u, uuid, 1); status != 200 || ctype != "image/png" || !bytes.HasPrefix(png, []byte("\x89PNG")) {
			t.Errorf("page 1: %d %s %.8q", status, ctype, png)
		}
		hidden, _ := col.Get("/rest/resume/pages/" + uuid)
		missing, _ := col.Get("/rest/resume/pages/0123456789abcdef0123456789abcdef.pdf")
		if hidden != 404 || missing != 404 {
			t.Errorf("a colleague outside the candidate's scope: %d, a missing file: %d, want 404 both", hidden, missing)
		}
		if status, _ := u.Get("/rest/resume/page/" + uuid + "/0"); status != 400 {
			t.Errorf("page 0: %d, want 400", status)
		}
		_, txt := u.Upload("cv.txt", []byte("plain text cv"))
		if status, body := u.Get("/rest/resume/pages/" + txt); status != 400 || body["key"] != "resume_not_pdf" && !strings.Contains(fmt.Sprint(body), "not a PDF") {
			t.Errorf("a text file: %d %v, want 400 not a PDF", status, body)
		}
	})
}

// A Word CV of the set is previewed like a PDF: converted by LibreOffice once (the page
// images come from the cached PDF), drawn page by page for a user who may read it, and
// answered as missing to one outside the candidate's scope.
func TestOfficePreview(t *testing.T) {
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm (poppler-utils) is not installed")
	}
	if _, err := exec.LookPath("soffice"); err != nil {
		t.Skip("LibreOffice (soffice) is not installed")
	}
	resttest.Each(t, withMail, func(t *testing.T, admin *resttest.Harness) {
		u, col := ownersOnly(admin)
		for _, name := range []string{"zh_word.docx", "en_rtf.rtf"} {
			data, _ := os.ReadFile("testdata/cvs/" + name)
			id, uuid := u.Upload(name, data)
			u.Create("candidate", map[string]any{"mobile": fmt.Sprintf("1390096608%d", len(name)%10), "englishName": "Ulla", "owner": u.UserID, "resumes": []int64{id}})
			if status, body := u.Get("/rest/resume/pages/" + uuid); status != 200 || body["pages"] != float64(1) {
				t.Errorf("%s: pages %d %v, want 1", name, status, body)
			}
			if status, ctype, png := pageImage(u, uuid, 1); status != 200 || ctype != "image/png" || !bytes.HasPrefix(png, []byte("\x89PNG")) {
				t.Errorf("%s: page 1 %d %s %.8q", name, status, ctype, png)
			}
			if status, _ := col.Get("/rest/resume/pages/" + uuid); status != 404 {
				t.Errorf("%s: a colleague outside the candidate's scope: %d, want 404", name, status)
			}
		}
	})
}
