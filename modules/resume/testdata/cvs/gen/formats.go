package main

import (
	"archive/zip"
	"bytes"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"golang.org/x/text/encoding/simplifiedchinese"
)

func asText(blocks []Block) string {
	var b strings.Builder
	for i, x := range blocks {
		if x.Heading && i > 0 {
			b.WriteString("\n")
		}
		if x.Cells != nil {
			b.WriteString(strings.Join(x.Cells, "    "))
		} else {
			b.WriteString(x.Text)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func asGBK(blocks []Block) ([]byte, error) {
	return simplifiedchinese.GBK.NewEncoder().Bytes([]byte(asText(blocks)))
}

// asHTML writes a page as job boards export them: styles, a script (whose text must never
// reach a parse) and tables for cell rows.
func asHTML(blocks []Block, script bool) string {
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Résumé</title>\n<style>body{font-family:'Noto Sans CJK SC',sans-serif;font-size:11pt} td{padding:2px 12px} h2{font-size:13pt;margin:10px 0 4px}</style>\n")
	if script {
		b.WriteString("<script>var tracker = 'spy@tracker.example'; document.title = '13000000000';</script>\n")
	}
	b.WriteString("</head><body>\n")
	writeBlocks(&b, blocks, "<table>\n", "</table>\n", func(x Block) string {
		switch {
		case x.Cells != nil:
			row := "<tr>"
			for _, c := range x.Cells {
				row += "<td>" + html.EscapeString(c) + "</td>"
			}
			return row + "</tr>\n"
		case x.Heading:
			return "<h2>" + html.EscapeString(x.Text) + "</h2>\n"
		}
		return "<p>" + strings.ReplaceAll(html.EscapeString(x.Text), "    ", "&nbsp;&nbsp;&nbsp;&nbsp;") + "</p>\n"
	})
	b.WriteString("<noscript>Enable scripts: noscript@tracker.example</noscript>\n</body></html>\n")
	return b.String()
}

func asRTF(blocks []Block) string {
	esc := func(s string) string {
		var b strings.Builder
		for _, r := range s {
			switch {
			case r == '\\' || r == '{' || r == '}':
				b.WriteString("\\" + string(r))
			case r < 128:
				b.WriteRune(r)
			default:
				n := int(r)
				if n > 32767 {
					n -= 65536
				}
				fmt.Fprintf(&b, "\\u%d?", n)
			}
		}
		return b.String()
	}
	var b strings.Builder
	b.WriteString("{\\rtf1\\ansi\\ansicpg936\\deff0{\\fonttbl{\\f0\\fnil\\fcharset134 SimSun;}}{\\colortbl;\\red0\\green0\\blue0;}\n{\\*\\generator gen;}\\uc1\\f0\\fs21\n")
	for _, x := range blocks {
		switch {
		case x.Cells != nil:
			parts := make([]string, len(x.Cells))
			for i, c := range x.Cells {
				parts[i] = esc(c)
			}
			b.WriteString(strings.Join(parts, "\\tab ") + "\\par\n")
		case x.Heading:
			b.WriteString("{\\b " + esc(x.Text) + "}\\par\n")
		default:
			b.WriteString(esc(x.Text) + "\\par\n")
		}
	}
	b.WriteString("}\n")
	return b.String()
}

// asDOCX writes a minimal Word document: cell rows as a table, the rest as paragraphs.
func asDOCX(blocks []Block) ([]byte, error) {
	para := func(s string, bold bool) string {
		rpr := ""
		if bold {
			rpr = "<w:rPr><w:b/></w:rPr>"
		}
		var runs []string
		for i, part := range strings.Split(s, "    ") {
			if i > 0 {
				runs = append(runs, "<w:r><w:tab/></w:r>")
			}
			runs = append(runs, "<w:r>"+rpr+"<w:t xml:space=\"preserve\">"+html.EscapeString(part)+"</w:t></w:r>")
		}
		return "<w:p>" + strings.Join(runs, "") + "</w:p>"
	}
	var body strings.Builder
	writeBlocks(&body, blocks, "<w:tbl><w:tblPr><w:tblW w:w=\"0\" w:type=\"auto\"/></w:tblPr>", "</w:tbl>", func(x Block) string {
		if x.Cells == nil {
			return para(x.Text, x.Heading)
		}
		row := "<w:tr>"
		for _, c := range x.Cells {
			row += "<w:tc>" + para(c, false) + "</w:tc>"
		}
		return row + "</w:tr>"
	})
	files := map[string]string{
		"[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
		"_rels/.rels":         `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
		"word/document.xml":   `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` + body.String() + `</w:body></w:document>`,
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range []string{"[Content_Types].xml", "_rels/.rels", "word/document.xml"} {
		w, err := zw.Create(name)
		if err != nil {
			return nil, err
		}
		w.Write([]byte(files[name]))
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// asTwoColumns renders blocks before the column marker as a side column beside the rest.
func asTwoColumns(blocks []Block) string {
	at := 0
	for i, b := range blocks {
		if b.Text == "\x00column" {
			at = i
		}
	}
	side, main := asHTML(blocks[:at], false), asHTML(blocks[at+1:], false)
	body := func(s string) string {
		s = s[strings.Index(s, "<body>")+len("<body>"):]
		return s[:strings.Index(s, "<noscript>")]
	}
	return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>body{font-family:'Noto Sans CJK SC',sans-serif;font-size:10pt;display:flex} .side{width:30%;background:#eef} .main{width:70%;padding-left:16px} h2{font-size:12pt}</style></head><body><div class=\"side\">" +
		body(side) + "</div><div class=\"main\">" + body(main) + "</div></body></html>"
}

// asPDF prints the HTML rendering with the system Chromium.
func asPDF(blocks []Block) ([]byte, error) {
	return printPDF(asHTML(blocks, false))
}

func printPDF(page string) ([]byte, error) {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "cvgen-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "cv.html"), filepath.Join(dir, "cv.pdf")
	if err := os.WriteFile(in, []byte(page), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--user-data-dir="+filepath.Join(dir, "profile"),
		"--no-pdf-header-footer", "--print-to-pdf="+out, "file://"+in)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("chromium: %v: %s", err, msg)
	}
	return os.ReadFile(out)
}

// writeBlocks writes each block as write spells it, wrapping every run of cell rows in a
// table between open and close.
func writeBlocks(b *strings.Builder, blocks []Block, open, close string, write func(Block) string) {
	inTable := false
	for _, x := range blocks {
		if (x.Cells != nil) != inTable {
			inTable = !inTable
			if inTable {
				b.WriteString(open)
			} else {
				b.WriteString(close)
			}
		}
		b.WriteString(write(x))
	}
	if inTable {
		b.WriteString(close)
	}
}
