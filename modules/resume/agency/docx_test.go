package agency

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"huntline/modules/resume/extract"
	"huntline/modules/resume/office"
)

func sample(t *testing.T) Document {
	var logo bytes.Buffer
	img := image.NewRGBA(image.Rect(0, 0, 120, 40))
	for x := range 120 {
		for y := range 40 {
			img.Set(x, y, color.RGBA{29, 78, 216, 255})
		}
	}
	if err := png.Encode(&logo, img); err != nil {
		t.Fatal(err)
	}
	return Document{
		Lang: "zh_CN", Header: "猎线人才顾问 <Huntline> & Co.\n上海", Footer: "保密文件，仅供客户内部使用",
		Logo:  &Image{Data: logo.Bytes(), Ext: "png", Width: 120, Height: 40},
		Title: "王芳", Subtitle: "财务总监 · 上海某某科技有限公司 · 上海",
		Sections: []Section{
			{Heading: "顾问评价", Paragraphs: []string{"十年财务管理经验。\n擅长 IPO。"}},
			{Heading: "基本信息", Facts: []Fact{{"目前公司", "上海某某科技有限公司"}, {"期望年薪", "80万 – 100万"}}},
			{Heading: "工作经历", Entries: []Entry{{When: "2019.03 – 至今", Where: "上海某某科技有限公司", What: "财务总监", Text: "负责集团财务。\n带领 12 人团队。"}}},
			{Heading: "教育经历", Entries: []Entry{{When: "2008 – 2012", Where: "复旦大学", What: "会计学 · 本科"}}},
			{Heading: "技能", List: []string{"IFRS", "SAP"}},
		},
	}
}

// The Word file reads back (through the module's own DOCX reader) with every part of the CV,
// and LibreOffice converts it to a PDF whose text holds the Chinese name.
func TestDOCX(t *testing.T) {
	data, err := sample(t).DOCX()
	if err != nil {
		t.Fatal(err)
	}
	text, err := extract.File(context.Background(), "cv.docx", data)
	if err != nil {
		t.Fatalf("reading the DOCX back: %v", err)
	}
	for _, want := range []string{"王芳", "财务总监", "顾问评价", "擅长 IPO", "复旦大学", "会计学 · 本科", "2019.03 – 至今", "IFRS · SAP", "80万 – 100万", "<Huntline> & Co."} {
		if !strings.Contains(text.Text, want) {
			t.Errorf("the DOCX lacks %q:\n%s", want, text.Text)
		}
	}
	if !office.Available() {
		t.Skip("LibreOffice (soffice) is not installed")
	}
	pdf, err := office.New(t.TempDir(), 1).PDF(context.Background(), "", data, "cv.docx")
	if err != nil {
		t.Fatalf("converting: %v", err)
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed")
	}
	path := filepath.Join(t.TempDir(), "cv.pdf")
	os.WriteFile(path, pdf, 0o600)
	out, err := exec.Command("pdftotext", path, "-").Output()
	if err != nil || !strings.Contains(string(out), "王芳") || !strings.Contains(string(out), "复旦大学") || !strings.Contains(string(out), "保密文件") {
		t.Errorf("the PDF's text: %v %.300q", err, out)
	}
	if os.Getenv("AGENCY_CV_KEEP") != "" {
		os.WriteFile(os.Getenv("AGENCY_CV_KEEP"), pdf, 0o644)
	}
}
