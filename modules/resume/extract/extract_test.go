package extract

import (
	"archive/zip"
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"
)

// needTool skips a test of an outside tool only where CI would not be fooled: .ci/run
// installs poppler-utils and antiword, so on CI these tests always run.
func needTool(t *testing.T, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		t.Skipf("%s is not installed (apt-get install poppler-utils antiword; .ci/run does)", name)
	}
}

// Every CV of the test set reads, as the kind its content is, with its name and e-mail in
// the text, and no text of an HTML page's script, style or noscript.
func TestTestSetReads(t *testing.T) {
	files, _ := filepath.Glob("../testdata/cvs/*.*")
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, ".want.json") {
			continue
		}
		if strings.HasSuffix(f, ".pdf") {
			needTool(t, "pdftotext")
		}
		n++
		data, _ := os.ReadFile(f)
		got, err := File(context.Background(), filepath.Base(f), data)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if want := strings.TrimPrefix(filepath.Ext(f), "."); string(got.Kind) != want {
			t.Errorf("%s: read as %s", f, got.Kind)
		}
		if !strings.Contains(got.Text, "@example") {
			t.Errorf("%s: no e-mail in %q", f, got.Text)
		}
		for _, hidden := range []string{"tracker.example", "13000000000", "font-family"} {
			if strings.Contains(got.Text, hidden) {
				t.Errorf("%s: script or style text %q reached the text", f, hidden)
			}
		}
	}
	if n < 12 {
		t.Fatalf("only %d CVs in the test set", n)
	}
}

func zipOf(t *testing.T, files map[string][]byte, store bool) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, body := range files {
		method := zip.Deflate
		if store {
			method = zip.Store
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: method})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(body)
	}
	zw.Close()
	return buf.Bytes()
}

// Each refusal names its problem.
func TestRefusals(t *testing.T) {
	gbk, _ := simplifiedchinese.GBK.NewEncoder().Bytes([]byte("姓名：张伟"))
	bomb := zipOf(t, map[string][]byte{"word/document.xml": bytes.Repeat([]byte("<w:t>a</w:t>"), (MaxUnpacked/12)+10)}, false)
	cases := []struct {
		name    string
		file    string
		data    []byte
		problem Problem
		msg     string
		text    string
	}{
		{"too large", "cv.pdf", make([]byte, MaxBytes+1), TooLarge, "at most 20 MB", ""},
		{"empty", "cv.txt", []byte(" \n"), Empty, "empty", ""},
		{"image named pdf", "cv.pdf", []byte("\x89PNG\r\n\x1a\n\x00\x00"), Image, "the pdf is an image", ""},
		{"program named docx", "cv.docx", []byte("MZ\x90\x00\x03\x00\x00\x00"), Unsupported, "not a résumé format", ""},
		{"zip that is not Word", "cv.docx", zipOf(t, map[string][]byte{"a.txt": []byte("x")}, false), Unsupported, "not a Word document", ""},
		{"zip bomb", "cv.docx", bomb, Bomb, "zip bomb", ""},
		{"damaged docx", "cv.docx", []byte("PK\x03\x04garbage"), Damaged, "damaged", ""},
		{"encrypted pdf", "cv.pdf", []byte("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<< /Root 1 0 R /Encrypt 5 0 R >>\n%%EOF"), Encrypted, "password-protected", ""},
		{"encrypted office", "cv.docx", append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, encryptedOLE...), Encrypted, "password-protected", ""},
		{"docx named pdf reads as docx", "cv.pdf", zipOf(t, map[string][]byte{"word/document.xml": []byte(`<w:document><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>`)}, true), "", "", "Hello"},
		{"html named txt reads as html", "cv.txt", []byte("<html><body><script>evil()</script><p>Zhang</p></body></html>"), "", "", "Zhang"},
		{"gbk text", "cv.txt", gbk, "", "", "姓名：张伟"},
		{"utf-16 text", "cv.txt", []byte("\xff\xfeH\x00i\x00"), "", "", "Hi"},
		{"rtf", "cv.rtf", []byte(`{\rtf1\ansi\ansicpg936{\fonttbl{\f0 SimSun;}}\uc1 \u24352?\u20255?\par Tel\tab 138\'d5\'c5}`), "", "", "张伟\nTel\t138张"},
	}
	for _, c := range cases {
		got, err := File(context.Background(), c.file, c.data)
		r := AsRefusal(err)
		switch {
		case c.problem == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.problem == "" && got.Text != c.text:
			t.Errorf("%s: %q, want %q", c.name, got.Text, c.text)
		case c.problem != "" && (r == nil || r.Problem != c.problem || !strings.Contains(r.Msg, c.msg)):
			t.Errorf("%s: %v, want %s naming %q", c.name, err, c.problem, c.msg)
		}
	}
}

// A server without pdftotext says so, naming the package to install.
func TestMissingPDFTool(t *testing.T) {
	old := PDFTool
	PDFTool = "no-such-pdftotext"
	defer func() { PDFTool = old }()
	_, err := File(context.Background(), "cv.pdf", []byte("%PDF-1.4\n%%EOF"))
	if r := AsRefusal(err); r == nil || r.Problem != ToolMissing || !strings.Contains(r.Msg, "poppler-utils") {
		t.Fatalf("%v", err)
	}
}

// An OLE file that is no Word document is refused as damaged by antiword (no .doc is in
// the CV set: nothing here writes Word 97 files).
func TestDamagedDoc(t *testing.T) {
	needTool(t, "antiword")
	ole := append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, make([]byte, 600)...)
	_, err := File(context.Background(), "cv.doc", ole)
	if r := AsRefusal(err); r == nil || r.Problem != Damaged || r.Args["Ext"] != "DOC" {
		t.Fatalf("%v", err)
	}
}
