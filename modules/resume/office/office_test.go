package office

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// A Word file of the CV set converts to a PDF that holds its text, and a second conversion of
// the same key comes from the cache; a file that is not a document is refused.
func TestPDF(t *testing.T) {
	if !Available() {
		t.Skip("LibreOffice (soffice) is not installed")
	}
	c := New(t.TempDir(), 1)
	docx, err := os.ReadFile("../testdata/cvs/zh_word.docx")
	if err != nil {
		t.Fatal(err)
	}
	pdf, err := c.PDF(context.Background(), "k1", docx, "in.docx")
	if err != nil || !strings.HasPrefix(string(pdf), "%PDF-") {
		t.Fatalf("converting a DOCX: %v %.10q", err, pdf)
	}
	if cached := c.cached("k1"); string(cached) != string(pdf) {
		t.Errorf("the converted PDF is not cached")
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		out, _ := exec.Command("pdftotext", c.path("k1"), "-").Output()
		if !strings.Contains(string(out), "个人简历") {
			t.Errorf("the PDF's text lacks the CV's Chinese: %.200q", out)
		}
	}
	if _, err := c.PDF(context.Background(), "", []byte("\x00\x01\x02 not a document"), "in.docx"); err == nil {
		t.Errorf("a damaged file converted")
	}
}
