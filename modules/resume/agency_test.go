package resume

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"huntline/modules/resume/extract"
	"huntline/modules/resume/office"
	"huntline/resttest"
)

// wangFang is a Chinese candidate whose record holds every kind of contact detail, in its
// fields and written into the consultant's summary and a job's description.
func wangFang(owner int64, cv int64) map[string]any {
	return map[string]any{
		"chineseName": "王芳", "englishName": "Fang Wang", "owner": owner,
		"mobile": "13812345678", "mobile1": "021-55556666", "email": "wangfang@example.com", "email1": "fang.wang@corp.example",
		"company": "上海云启科技有限公司", "title": "财务总监", "expectedSalary": map[string]any{"min": 800000, "max": 1000000},
		"summary":   "<p>十年财务管理经验，主导过两次 IPO。</p><p>联系：13812345678 或 wangfang@example.com</p>",
		"tags":      []string{"IFRS", "SAP"},
		"languages": []string{"english"},
		"resumes":   []int64{cv},
		"workexperience_set": []map[string]any{
			{"company": "上海云启科技有限公司", "title": "财务总监", "startDate": "2019-03-01", "description": "负责集团财务，电话 13812345678。"},
			{"company": "德勤华永会计师事务所", "title": "审计经理", "startDate": "2012-07-01", "endDate": "2019-02-28"},
		},
		"education_set": []map[string]any{{"school": "复旦大学", "major": "会计学", "degree": "bachelor", "startDate": "2008-09-01", "endDate": "2012-06-30"}},
	}
}

// agencyCV posts POST /rest/resume/agency/{id}.
func agencyCV(b *resttest.Harness, id, template int64, format string) (int, map[string]any) {
	b.T.Helper()
	return b.Post(fmt.Sprintf("/rest/resume/agency/%d", id), map[string]any{"template": template, "format": format})
}

// fileOf answers the stored file an answer describes: its id, uuid name and content.
func fileOf(b *resttest.Harness, body map[string]any) (int64, string, []byte) {
	b.T.Helper()
	f, _ := body["data"].(map[string]any)
	uuid, _ := f["uuidname"].(string)
	status, content := b.Preview(uuid)
	if status != 200 {
		b.T.Fatalf("reading the agency CV %v: %d", f, status)
	}
	id, _ := f["id"].(float64)
	return int64(id), uuid, []byte(content)
}

func blueLogo(t *testing.T) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewRGBA(image.Rect(0, 0, 90, 30))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// The agency CV of a Chinese candidate, as DOCX and as PDF: it holds the name, the current
// position, the experience and the education, and none of the candidate's mobiles or
// e-mails (not even those written into free text); it joins the candidate's CVs after the
// current one. A reader outside the candidate's scope gets the engine's 404, one who may
// read but not edit a 403, and neither stores anything.
func TestAgencyCV(t *testing.T) {
	resttest.Each(t, withMail, func(t *testing.T, admin *resttest.Harness) {
		u, col := ownersOnly(admin)
		logo, _ := admin.Upload("logo.png", blueLogo(t))
		tpl := admin.Create("cvtemplate", map[string]any{"name": "猎线推荐", "language": "zh_CN", "header": "猎线人才顾问\n上海市静安区", "footer": "保密文件", "logo": []int64{logo},
			"sections": []string{"summary", "profile", "salary", "experience", "education", "skills"}, "is_default": true})
		original := attachFile(u, "cv.pdf", "%PDF-1.4 original")
		cand := u.Create("candidate", wangFang(u.UserID, original))

		status, body := agencyCV(u, cand, tpl, "docx")
		if status != 200 {
			t.Fatalf("the DOCX: %d %v", status, body)
		}
		docxID, _, docx := fileOf(u, body)
		if name := body["data"].(map[string]any)["originname"]; name != "王芳 Fang Wang - 猎线推荐.docx" {
			t.Errorf("the file's name: %v", name)
		}
		if z, err := zip.NewReader(bytes.NewReader(docx), int64(len(docx))); err != nil || !slices.ContainsFunc(z.File, func(f *zip.File) bool { return f.Name == "word/media/logo.png" }) {
			t.Errorf("the DOCX lacks the template's logo (%v)", err)
		}
		text, err := extract.File(context.Background(), "cv.docx", docx)
		if err != nil {
			t.Fatalf("reading the DOCX back: %v", err)
		}
		for _, want := range []string{"王芳", "Fang Wang", "猎线人才顾问", "顾问评价", "主导过两次 IPO", "上海云启科技有限公司", "财务总监", "2019.03 – 至今", "德勤华永会计师事务所", "复旦大学", "会计学 · 本科", "80万 – 100万", "IFRS", "英语"} {
			if !strings.Contains(text.Text, want) {
				t.Errorf("the DOCX lacks %q:\n%s", want, text.Text)
			}
		}
		for _, never := range []string{"13812345678", "138", "55556666", "wangfang@", "fang.wang@", "example.com"} {
			if strings.Contains(text.Text, never) {
				t.Errorf("the DOCX shows the contact detail %q:\n%s", never, text.Text)
			}
		}
		if got, _ := cvs(u, cand); !slices.Equal(got, []int64{original, docxID}) {
			t.Errorf("the candidate's CVs: %v, want the current %d then the agency CV %d", got, original, docxID)
		}

		if status, body := agencyCV(u, cand, tpl, "html"); status != 400 || !strings.Contains(resttest.Message(body), "format") {
			t.Errorf("an unknown format: %d %v", status, body)
		}
		if status, _ := agencyCV(col, cand, tpl, "docx"); status != 404 {
			t.Errorf("a colleague outside the candidate's scope: %d, want 404", status)
		}
		if status, body := u.Post(fmt.Sprintf("/rest/candidate/%d/share", cand), map[string]any{"type": "people", "value": col.UserID, "permission": "view"}); status != 200 {
			t.Fatalf("share: %d %v", status, body)
		}
		if status, body := agencyCV(col, cand, tpl, "docx"); status != 403 || body["key"] != "resume_agency_no_edit" && !strings.Contains(resttest.Message(body), "edit") {
			t.Errorf("a colleague who may only read the candidate: %d %v, want 403", status, body)
		}
		if got, _ := cvs(admin, cand); len(got) != 2 {
			t.Errorf("a refused call changed the CVs: %v", got)
		}

		if !office.Available() {
			t.Log("LibreOffice (soffice) is not installed: the PDF is not tested")
			return
		}
		status, body = agencyCV(u, cand, 0, "pdf") // the default template
		if status != 200 {
			t.Fatalf("the PDF: %d %v", status, body)
		}
		_, uuid, pdf := fileOf(u, body)
		if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
			t.Fatalf("not a PDF: %.20q", pdf)
		}
		if _, err := exec.LookPath("pdftotext"); err == nil {
			path := filepath.Join(t.TempDir(), "cv.pdf")
			os.WriteFile(path, pdf, 0o600)
			out, err := exec.Command("pdftotext", path, "-").Output()
			if err != nil || !strings.Contains(string(out), "王芳") || !strings.Contains(string(out), "复旦大学") || strings.Contains(string(out), "13812345678") {
				t.Errorf("the PDF's text: %v %.400q", err, out)
			}
		}
		if status, body := u.Get("/rest/resume/pages/" + uuid); status != 200 || body["pages"] != float64(1) {
			t.Errorf("the PDF's preview: %d %v", status, body)
		}
	})
}

// Templates are the admins': a consultant reads them (to choose one) but may not add,
// change or delete one.
func TestCVTemplateAdminOnly(t *testing.T) {
	resttest.Each(t, withMail, func(t *testing.T, admin *resttest.Harness) {
		u := admin.As("consultant@huntline.test", map[string]any{"user_type": "consultant"})
		tpl := admin.Create("cvtemplate", map[string]any{"name": "Standard", "language": "en"})
		if status, body := u.Post("/rest/cvtemplate/add", map[string]any{"name": "Mine"}); status != 403 {
			t.Errorf("a consultant adds a template: %d %v", status, body)
		}
		if status, body := u.Post("/rest/cvtemplate/add", map[string]any{"id": tpl, "version": 1, "name": "Changed"}); status != 403 {
			t.Errorf("a consultant changes a template: %d %v", status, body)
		}
		if n := u.Count("cvtemplate", ""); n != 1 {
			t.Errorf("a consultant sees %d templates, want 1", n)
		}
	})
}
