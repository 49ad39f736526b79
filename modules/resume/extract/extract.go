// Package extract reads the text out of a résumé file: PDF (poppler's pdftotext), DOCX (pure
// Go), DOC (antiword or catdoc), RTF, HTML and plain text in UTF-8, UTF-16 or GBK/GB18030.
// The file's content decides its kind, not its name: CVs arrive renamed (a .doc that is
// really a DOCX, a .pdf that is a web page), and a name is only a hint.
package extract

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"time"
)

// MaxBytes is the largest file read: the same 20 MB the core takes as an upload.
const MaxBytes = 20 << 20

// MaxUnpacked caps what a DOCX may unpack to in all, against zip bombs (a real CV's XML is
// well under 5 MB; images are not read).
const MaxUnpacked = 50 << 20

// toolTimeout bounds an outside tool's run on one file.
const toolTimeout = 20 * time.Second

// Kind is a file format the extractor reads.
type Kind string

const (
	PDF  Kind = "pdf"
	DOCX Kind = "docx"
	DOC  Kind = "doc"
	RTF  Kind = "rtf"
	HTML Kind = "html"
	TXT  Kind = "txt"
)

// Text is what a file held.
type Text struct {
	Kind Kind   // the format the content was read as
	Text string // lines separated by \n, table cells by \t
}

// File reads the text of data, named name (the name only breaks ties between text kinds).
func File(ctx context.Context, name string, data []byte) (Text, error) {
	if len(data) > MaxBytes {
		return Text{}, refuse(TooLarge, "file: a résumé may be at most %d MB", MaxBytes>>20).with(map[string]any{"MB": MaxBytes >> 20})
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return Text{}, refuse(Empty, "file: the file is empty")
	}
	kind, err := Sniff(name, data)
	if err != nil {
		return Text{}, err
	}
	var text string
	switch kind {
	case PDF:
		text, err = pdfText(ctx, data)
	case DOCX:
		text, err = docxText(data)
	case DOC:
		text, err = docText(ctx, data)
	case RTF:
		text, err = rtfText(data)
	case HTML:
		text, err = htmlText(data)
	default:
		text, err = plainText(data)
	}
	if err != nil {
		if r := AsRefusal(err); r != nil && r.Args == nil {
			r.Args = map[string]any{"Ext": strings.ToUpper(string(kind))}
		}
		return Text{}, err
	}
	text = tidy(text)
	if strings.TrimSpace(text) == "" {
		return Text{}, refuse(NoText, "file: the %s holds no text (a scanned image?)", strings.ToUpper(string(kind))).with(map[string]any{"Ext": strings.ToUpper(string(kind))})
	}
	return Text{Kind: kind, Text: text}, nil
}

// Sniff answers the kind of data by its content; the name's extension only tells HTML
// from plain text when the content could be either. Content that is none of the kinds
// read (an image, an archive, a program) is refused naming what the name claimed.
func Sniff(name string, data []byte) (Kind, error) {
	ext := strings.TrimPrefix(strings.ToLower(filepath.Ext(name)), ".")
	head := data[:min(len(data), 1024)]
	switch {
	case bytes.HasPrefix(head, []byte("%PDF-")):
		return PDF, nil
	case bytes.HasPrefix(head, []byte("PK\x03\x04")):
		return DOCX, nil // docxText refuses a zip that is not a Word document
	case bytes.HasPrefix(head, []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}):
		return DOC, nil
	case bytes.HasPrefix(bytes.TrimLeft(head, "\xef\xbb\xbf \t\r\n"), []byte(`{\rtf`)):
		return RTF, nil
	}
	if what := binaryKind(head); what != "" {
		claimed := ext
		if claimed == "" {
			claimed = "file"
		}
		if what == "image" {
			return "", refuse(Image, "file: the %s is an image; a résumé is read from PDF, Word, RTF, HTML or text (keep images as files)", claimed).with(map[string]any{"Ext": claimed})
		}
		return "", refuse(Unsupported, "file: the content of the %s is not a résumé format (PDF, DOCX, DOC, RTF, HTML or text)", claimed).with(map[string]any{"Ext": claimed})
	}
	if looksHTML(head) || ext == "html" || ext == "htm" {
		return HTML, nil
	}
	return TXT, nil
}

// binaryKind names content that is neither text nor a kind read, or "".
func binaryKind(head []byte) string {
	for _, sig := range []string{"\x89PNG", "\xff\xd8\xff", "GIF8", "BM", "II*\x00", "MM\x00*", "RIFF"} {
		if bytes.HasPrefix(head, []byte(sig)) {
			return "image"
		}
	}
	if utf16BOM(head) {
		return ""
	}
	if bytes.IndexByte(head, 0) >= 0 {
		return "binary"
	}
	return ""
}

// looksHTML tells markup from text by its first tag.
func looksHTML(head []byte) bool {
	s := strings.ToLower(string(bytes.TrimLeft(head, "\xef\xbb\xbf \t\r\n")))
	for _, p := range []string{"<!doctype html", "<html", "<head", "<body", "<meta", "<div", "<table", "<p>", "<h1", "<!--"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// tidy trims trailing blanks of each line and squeezes runs of blank lines to one.
func tidy(s string) string {
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	s = strings.ReplaceAll(s, "\f", "\n")
	var out []string
	blank := 0
	for _, l := range strings.Split(s, "\n") {
		l = strings.TrimRight(strings.ReplaceAll(l, "\u00a0", " "), " \t")
		if strings.TrimSpace(l) == "" {
			blank++
			if blank > 1 {
				continue
			}
			l = ""
		} else {
			blank = 0
		}
		out = append(out, l)
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}
