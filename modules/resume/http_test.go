package resume

import (
	"archive/zip"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"huntline/modules/resume/extract"
	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// upload posts a file to POST /rest/resume/parse.
func upload(b *resttest.Harness, name string, data []byte) (int, map[string]any) {
	b.T.Helper()
	return b.PostFile("/rest/resume/parse", name, data, nil)
}

// parseStored uploads a file through POST /rest/file/upload and parses it by its name.
func parseStored(b *resttest.Harness, name string, data []byte) (int, map[string]any) {
	b.T.Helper()
	status, up := b.PostFile("/rest/file/upload", name, data, nil)
	if status != 200 {
		return status, up
	}
	return b.Post("/rest/resume/parse", map[string]any{"uuidname": up["data"].(map[string]any)["uuidname"]})
}

func bomb() []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	f, _ := zw.Create("word/document.xml")
	f.Write(bytes.Repeat([]byte{' '}, extract.MaxUnpacked+1))
	zw.Close()
	return buf.Bytes()
}

// A CV posted to the parse call answers the candidate's fields: the city resolved to its
// record, codes for options, both collections, the text read; nothing is stored.
func TestParseCall(t *testing.T) {
	resttest.Each(t, withMail, func(t *testing.T, admin *resttest.Harness) {
		shanghai := admin.Create("city", map[string]any{"name": "上海", "name_en": "Shanghai"})
		cv, _ := os.ReadFile("testdata/cvs/zh_labelled.txt")
		status, body := upload(admin, "张伟.txt", cv)
		if status != 200 || body["status"] != true {
			t.Fatalf("parse: %d %v", status, body)
		}
		d := body["data"].(map[string]any)
		for k, want := range map[string]any{"chineseName": "张伟", "gender": "male", "mobile": "13812345678", "email": "zhangwei@example.com",
			"city": float64(shanghai), "education": "master", "dateOfBirth": "1988-03-01", "monthlySalary": 35000.0} {
			if d[k] != want {
				t.Errorf("%s = %v, want %v", k, d[k], want)
			}
		}
		if fmt.Sprint(d["languages"]) != "[english mandarin]" || !strings.Contains(fmt.Sprint(d["resumeText"]), "复旦大学") {
			t.Errorf("languages %v, resumeText %.40v", d["languages"], d["resumeText"])
		}
		if w := d["workexperience_set"].([]any); len(w) != 2 || w[0].(map[string]any)["company"] != "上海云启科技有限公司" {
			t.Errorf("work: %v", w)
		}
		if e := d["education_set"].([]any); len(e) != 2 || e[1].(map[string]any)["degree"] != "bachelor" {
			t.Errorf("education: %v", e)
		}
		if n := admin.Count("candidate", ""); n != 0 {
			t.Errorf("a parse stored %d candidates", n)
		}
		// A city with no record is answered apart, as text.
		cv, _ = os.ReadFile("testdata/cvs/zh_gbk.txt")
		if _, body := upload(admin, "cv.txt", cv); body["data"].(map[string]any)["city"] != nil || body["unmatched"].(map[string]any)["city"] != "深圳" {
			t.Errorf("unknown city: %v", body)
		}
		if _, err := exec.LookPath("pdftotext"); err == nil {
			cv, _ = os.ReadFile("testdata/cvs/zh_pdf.pdf")
			if status, body := upload(admin, "赵磊.pdf", cv); status != 200 || body["data"].(map[string]any)["chineseName"] != "赵磊" || body["kind"] != "pdf" {
				t.Errorf("pdf: %d %v", status, body)
			}
		}
	})
}

// Bad files are a 400 naming the problem, in the user's language; the call needs the right
// to add candidates.
func TestParseRefusals(t *testing.T) {
	resttest.Each(t, withMail, func(t *testing.T, admin *resttest.Harness) {
		cases := []struct {
			name, file string
			data       []byte
			status     int
			msg        string
		}{
			{"no file", "", nil, 400, "file"},
			{"image", "cv.pdf", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00"), 400, "the pdf is an image"},
			{"encrypted", "cv.pdf", []byte("%PDF-1.7\ntrailer\n<< /Encrypt 5 0 R >>\n"), 400, "password-protected"},
			{"zip bomb", "cv.docx", bomb(), 400, "zip bomb"},
			// A posted CV is read under the module's own limit, not the API's 2 MB (Router.Upload).
			{"too large", "cv.txt", bytes.Repeat([]byte("a"), extract.MaxBytes+10), 400, "at most 20 MB"},
			{"empty", "cv.txt", []byte("  "), 400, "empty"},
		}
		for _, c := range cases {
			status, body := upload(admin, c.file, c.data)
			if status != c.status || !strings.Contains(resttest.Message(body), c.msg) {
				t.Errorf("%s: %d %q, want %d naming %q", c.name, status, resttest.Message(body), c.status, c.msg)
			}
		}
		// A 4 MB CV is read whether posted or stored first and parsed by its name; a stored
		// one over 20 MB is refused.
		big := append([]byte("Name: James Miller\nEmail: james@example.com\n"), bytes.Repeat([]byte("x\n"), 2<<20)...)
		if status, body := upload(admin, "big.txt", big); status != 200 || body["data"].(map[string]any)["email"] != "james@example.com" {
			t.Errorf("a posted 4 MB CV: %d %.200v", status, body)
		}
		if status, body := parseStored(admin, "big.txt", big); status != 200 || body["data"].(map[string]any)["email"] != "james@example.com" {
			t.Errorf("a stored 4 MB CV: %d %.200v", status, body)
		}
		if status, body := parseStored(admin, "huge.txt", bytes.Repeat([]byte("a"), extract.MaxBytes+1<<10)); status != 413 && status != 400 {
			t.Errorf("a stored CV over 20 MB: %d %.200v", status, body)
		}
		if status, _ := admin.Post("/rest/resume/parse", map[string]any{"uuidname": "no-such-file"}); status != 404 {
			t.Errorf("an unknown stored file: %d", status)
		}
		zh := admin.As("consultant@huntline.test", map[string]any{"user_type": "consultant"})
		zh.AcceptLanguage = "zh-CN"
		if _, body := upload(zh, "cv.docx", bomb()); resttest.Message(body) != "文件：该 DOCX 解压后超过 50 MB，作为压缩炸弹拒绝" {
			t.Errorf("zh_CN: %q", resttest.Message(body))
		}
		admin.Post("/rest/actionaccess/candidate", map[string]any{"add": []string{"hr"}})
		if status, body := upload(zh, "cv.txt", []byte("张伟")); status != 403 {
			t.Errorf("without the add right: %d %v", status, body)
		}
	})
}

// A parse answers the candidates the reader may read who hold the CV's e-mail or mobile (the
// model's duplicate rules), for the drop to offer "attach to"; one outside their scope is not
// named.
func TestParseMatches(t *testing.T) {
	resttest.Each(t, withMail, func(t *testing.T, admin *resttest.Harness) {
		u := admin.As("consultant@huntline.test", map[string]any{"user_type": "consultant"})
		col := admin.As("colleague@huntline.test", map[string]any{"user_type": "consultant"})
		admin.Create("dataaccessmodelquery", map[string]any{"name": "Own", "model": "candidate", "query": "owner={{user.id}}", "users": []int64{u.UserID, col.UserID}})
		byMail := u.Create("candidate", map[string]any{"chineseName": "张伟", "owner": u.UserID, "email1": "zhangwei@example.com"})
		byMobile := col.Create("candidate", map[string]any{"chineseName": "张伟", "owner": col.UserID, "mobile": "13812345678"})
		cv, _ := os.ReadFile("testdata/cvs/zh_labelled.txt")
		matchesOf := func(h *resttest.Harness) map[float64]string {
			status, body := upload(h, "张伟.txt", cv)
			if status != 200 {
				t.Fatalf("parse: %d %v", status, body)
			}
			out := map[float64]string{}
			for _, m := range body["matches"].([]any) {
				m := m.(map[string]any)
				out[m["id"].(float64)] = fmt.Sprint(m["__name__"], "|", m["label"], "|", m["value"])
			}
			return out
		}
		want := map[float64]string{float64(byMail): "张伟|Email|zhangwei@example.com"}
		if got := matchesOf(u); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("the consultant's matches: %v, want %v", got, want)
		}
		if got := matchesOf(admin); len(got) != 2 || got[float64(byMobile)] != "张伟|Mobile|13812345678" {
			t.Errorf("the admin's matches: %v", got)
		}
		if _, body := upload(u, "cv.txt", []byte("Name: Nobody Known\nEmail: nobody@example.org\n")); len(body["matches"].([]any)) != 0 {
			t.Errorf("a CV no one holds: %v", body["matches"])
		}
	})
}
