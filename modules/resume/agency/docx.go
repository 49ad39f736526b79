package agency

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
)

// The Word file is the smallest set of parts Word and LibreOffice both open: the content
// types, the package and document relationships, styles (fonts and the heading look), the
// document, a header (logo and header text) and a footer (footer text and the page number).

// DOCX answers the document as a Word file.
func (d Document) DOCX() ([]byte, error) {
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	parts := []struct{ name, body string }{
		{"[Content_Types].xml", contentTypes},
		{"_rels/.rels", packageRels},
		{"word/_rels/document.xml.rels", documentRels},
		{"word/styles.xml", d.styles()},
		{"word/document.xml", d.document()},
		{"word/header1.xml", d.header()},
		{"word/footer1.xml", d.footer()},
		{"word/_rels/header1.xml.rels", d.headerRels()},
	}
	for _, p := range parts {
		w, err := z.Create(p.name)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write([]byte(p.body)); err != nil {
			return nil, err
		}
	}
	if d.Logo != nil {
		w, err := z.Create("word/media/logo." + d.Logo.Ext)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(d.Logo.Data); err != nil {
			return nil, err
		}
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Default Extension="png" ContentType="image/png"/>
<Default Extension="jpeg" ContentType="image/jpeg"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>
<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>
</Types>`

const packageRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`

const documentRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>
<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>
</Relationships>`

const ns = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"`

// eastAsiaFont is the font of Chinese text: Noto Sans CJK in the script the CV is written
// in (fonts-noto-cjk on the server that converts to PDF; Word substitutes its own).
func (d Document) eastAsiaFont() (font, lang string) {
	switch d.Lang {
	case "zh_TW":
		return "Noto Sans CJK TC", "zh-TW"
	default:
		return "Noto Sans CJK SC", "zh-CN"
	}
}

func (d Document) styles() string {
	font, lang := d.eastAsiaFont()
	return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ` + ns + `>
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial" w:eastAsia="` + font + `"/><w:sz w:val="20"/><w:lang w:val="en-GB" w:eastAsia="` + lang + `"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="60" w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="40"/></w:pPr><w:rPr><w:b/><w:sz w:val="40"/><w:color w:val="1F2937"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="200"/></w:pPr><w:rPr><w:color w:val="4B5563"/><w:sz w:val="22"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="2" w:color="1D4ED8"/></w:pBdr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="1D4ED8"/><w:sz w:val="24"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Small"><w:name w:val="Small"/><w:basedOn w:val="Normal"/><w:rPr><w:color w:val="6B7280"/><w:sz w:val="16"/></w:rPr></w:style>
</w:styles>`
}

func (d Document) document() string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n<w:document " + ns + "><w:body>")
	para(&b, "Title", run(d.Title, true))
	if d.Subtitle != "" {
		para(&b, "Subtitle", run(d.Subtitle, false))
	}
	for _, s := range d.Sections {
		section(&b, s)
	}
	// A4 with 2 cm margins; the header and footer parts on every page.
	b.WriteString(`<w:sectPr><w:headerReference w:type="default" r:id="rId2"/><w:footerReference w:type="default" r:id="rId3"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1600" w:right="1134" w:bottom="1300" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>`)
	b.WriteString("</w:body></w:document>")
	return b.String()
}

func section(b *strings.Builder, s Section) {
	para(b, "Heading1", run(s.Heading, false))
	if len(s.Facts) > 0 {
		facts(b, s.Facts)
	}
	for _, p := range s.Paragraphs {
		para(b, "", lines(p, false))
	}
	for _, e := range s.Entries {
		head := run(e.Where, true)
		if e.When != "" {
			head = run(e.When, false) + `<w:r><w:tab/></w:r>` + head
		}
		b.WriteString(`<w:p><w:pPr><w:keepNext/><w:tabs><w:tab w:val="left" w:pos="2268"/></w:tabs><w:spacing w:before="120" w:after="0"/></w:pPr>` + head + `</w:p>`)
		if e.What != "" {
			b.WriteString(`<w:p><w:pPr><w:ind w:left="2268"/><w:spacing w:after="20"/></w:pPr>` + run(e.What, false) + `</w:p>`)
		}
		if e.Text != "" {
			b.WriteString(`<w:p><w:pPr><w:ind w:left="2268"/></w:pPr>` + lines(e.Text, false) + `</w:p>`)
		}
	}
	if len(s.List) > 0 {
		para(b, "", run(strings.Join(s.List, " · "), false))
	}
}

// facts writes label: value rows as a borderless two-column table.
func facts(b *strings.Builder, fs []Fact) {
	b.WriteString(`<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders><w:top w:val="nil"/><w:left w:val="nil"/><w:bottom w:val="nil"/><w:right w:val="nil"/><w:insideH w:val="nil"/><w:insideV w:val="nil"/></w:tblBorders></w:tblPr><w:tblGrid><w:gridCol w:w="2268"/><w:gridCol w:w="7370"/></w:tblGrid>`)
	for _, f := range fs {
		b.WriteString(`<w:tr><w:tc><w:tcPr><w:tcW w:w="2268" w:type="dxa"/></w:tcPr><w:p>` + colored(f.Label, "6B7280") + `</w:p></w:tc><w:tc><w:tcPr><w:tcW w:w="7370" w:type="dxa"/></w:tcPr><w:p>` + run(f.Value, false) + `</w:p></w:tc></w:tr>`)
	}
	b.WriteString(`</w:tbl>`)
}

func (d Document) header() string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n<w:hdr " + ns + ">")
	if d.Logo != nil {
		b.WriteString(`<w:p><w:pPr><w:jc w:val="right"/></w:pPr>` + d.Logo.drawing() + `</w:p>`)
	}
	for _, l := range splitLines(d.Header) {
		b.WriteString(`<w:p><w:pPr><w:pStyle w:val="Small"/><w:jc w:val="right"/><w:spacing w:after="0"/></w:pPr>` + run(l, false) + `</w:p>`)
	}
	if d.Logo == nil && d.Header == "" {
		b.WriteString(`<w:p/>`)
	}
	b.WriteString("</w:hdr>")
	return b.String()
}

func (d Document) footer() string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n<w:ftr " + ns + ">")
	for _, l := range splitLines(d.Footer) {
		b.WriteString(`<w:p><w:pPr><w:pStyle w:val="Small"/><w:jc w:val="center"/><w:spacing w:after="0"/></w:pPr>` + run(l, false) + `</w:p>`)
	}
	b.WriteString(`<w:p><w:pPr><w:pStyle w:val="Small"/><w:jc w:val="center"/></w:pPr><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`)
	b.WriteString("</w:ftr>")
	return b.String()
}

func (d Document) headerRels() string {
	rel := ""
	if d.Logo != nil {
		rel = `<Relationship Id="rIdLogo" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/logo.` + d.Logo.Ext + `"/>`
	}
	return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` + rel + `</Relationships>`
}

// logoHeight is the logo's height in the header, in points; its width follows its shape,
// at most maxLogoWidth.
const (
	logoHeight   = 36
	maxLogoWidth = 180
	emuPerPoint  = 12700
)

func (im *Image) drawing() string {
	h, w := float64(logoHeight), float64(logoHeight)*float64(im.Width)/float64(max(im.Height, 1))
	if w > maxLogoWidth {
		h, w = h*maxLogoWidth/w, maxLogoWidth
	}
	cx, cy := int(w*emuPerPoint), int(h*emuPerPoint)
	return fmt.Sprintf(`<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="%d" cy="%d"/><wp:docPr id="1" name="Logo"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="logo.%s"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rIdLogo"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="%d" cy="%d"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`, cx, cy, im.Ext, cx, cy)
}

func para(b *strings.Builder, style, runs string) {
	b.WriteString("<w:p>")
	if style != "" {
		b.WriteString(`<w:pPr><w:pStyle w:val="` + style + `"/></w:pPr>`)
	}
	b.WriteString(runs + "</w:p>")
}

// run is text as one run, bold or not.
func run(text string, bold bool) string {
	rpr := ""
	if bold {
		rpr = "<w:rPr><w:b/></w:rPr>"
	}
	return "<w:r>" + rpr + `<w:t xml:space="preserve">` + escape(text) + "</w:t></w:r>"
}

func colored(text, color string) string {
	return `<w:r><w:rPr><w:color w:val="` + color + `"/></w:rPr><w:t xml:space="preserve">` + escape(text) + "</w:t></w:r>"
}

// lines is text whose \n are line breaks within the paragraph.
func lines(text string, bold bool) string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		out = append(out, run(l, bold))
	}
	return strings.Join(out, "<w:r><w:br/></w:r>")
}

func splitLines(s string) []string {
	var out []string
	for _, l := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// escape makes text safe in XML, dropping the control characters XML 1.0 cannot hold.
func escape(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\t' || r == 0xFFFE || r == 0xFFFF {
			return -1
		}
		return r
	}, s)
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}
