package extract

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"sort"
	"strings"
)

// docxText reads a Word document's body, headers and text boxes, in that order of parts:
// headers first, since templates put the name and contacts there. Paragraphs end lines,
// table cells are separated by tabs, rows end lines.
func docxText(data []byte) (string, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return "", refuse(Damaged, "file: the DOCX is damaged and cannot be read")
	}
	var total uint64
	parts := map[string]*zip.File{}
	for _, f := range zr.File {
		total += f.UncompressedSize64
		parts[f.Name] = f
	}
	if total > MaxUnpacked {
		return "", refuse(Bomb, "file: the DOCX unpacks to more than %d MB; it is refused as a zip bomb", MaxUnpacked>>20).with(map[string]any{"MB": MaxUnpacked >> 20})
	}
	body := parts["word/document.xml"]
	if body == nil {
		return "", refuse(Unsupported, "file: the archive is not a Word document (no word/document.xml)")
	}
	var names []string
	for n := range parts {
		if strings.HasPrefix(n, "word/header") && strings.HasSuffix(n, ".xml") {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	names = append(names, body.Name)
	// The declared sizes are the archive's word; the budget holds whatever they claim.
	budget := int64(MaxUnpacked)
	var out strings.Builder
	for _, n := range names {
		rc, err := parts[n].Open()
		if err != nil {
			return "", refuse(Damaged, "file: the DOCX is damaged and cannot be read")
		}
		lr := &io.LimitedReader{R: rc, N: budget + 1}
		err = wordXML(lr, &out)
		rc.Close()
		if lr.N <= 0 {
			return "", refuse(Bomb, "file: the DOCX unpacks to more than %d MB; it is refused as a zip bomb", MaxUnpacked>>20).with(map[string]any{"MB": MaxUnpacked >> 20})
		}
		budget = lr.N - 1
		if err != nil {
			return "", refuse(Damaged, "file: the DOCX is damaged and cannot be read")
		}
		out.WriteString("\n")
	}
	return out.String(), nil
}

// wordXML writes the text of one WordprocessingML part.
func wordXML(r io.Reader, out *strings.Builder) error {
	d := xml.NewDecoder(r)
	inText := false
	cells := 0 // depth of table cells: a paragraph inside one ends with a space, so a row stays one line
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "t":
				inText = true
			case "tc":
				cells++
			case "tab":
				out.WriteString("\t")
			case "br", "cr":
				out.WriteString("\n")
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "t":
				inText = false
			case "p":
				if cells > 0 {
					out.WriteString(" ")
				} else {
					out.WriteString("\n")
				}
			case "tc":
				cells--
				out.WriteString("\t")
			case "tr":
				out.WriteString("\n")
			}
		case xml.CharData:
			if inText {
				out.Write(t)
			}
		}
	}
}
