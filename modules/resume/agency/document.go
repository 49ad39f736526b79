// Package agency writes the agency CV: the branded CV an agency sends a client, as a Word
// file (DOCX) written here with archive/zip and the OOXML parts. The PDF is that file
// converted by LibreOffice (office/), so both look the same and Chinese is set in the Noto
// CJK fonts. The package knows documents, not records: the module fills a Document from a
// candidate and a template (content.go in the module).
package agency

// Document is one agency CV.
type Document struct {
	Lang     string // zh_CN, zh_TW or en: the language of the East Asian font and spelling
	Header   string // the agency's header text, lines separated by \n
	Footer   string // the footer text (a confidentiality line), lines separated by \n
	Logo     *Image // the agency's logo, or nil
	Title    string // the candidate's name
	Subtitle string // current title, company and city on one line
	Sections []Section
}

// Section is a heading and what stands under it, in this order: facts (label: value
// rows), paragraphs, entries (jobs, schools), a list (skills).
type Section struct {
	Heading    string
	Facts      []Fact
	Paragraphs []string
	Entries    []Entry
	List       []string
}

// Fact is one label: value row.
type Fact struct{ Label, Value string }

// Entry is a job or a school: when, where (company or school), what (title, or major and
// degree) and a description, lines separated by \n.
type Entry struct{ When, Where, What, Text string }

// Image is a PNG or JPEG picture with its size in pixels.
type Image struct {
	Data          []byte
	Ext           string // png or jpeg
	Width, Height int
}

// Month writes an ISO date (2021-03-01) as its year and month (2021.03): CVs date jobs and
// schools by month. Anything else is answered as it is.
func Month(date string) string {
	if len(date) >= 7 && date[4] == '-' {
		return date[:4] + "." + date[5:7]
	}
	return date
}
