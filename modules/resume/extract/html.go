package extract

import (
	"bytes"
	"io"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/charset"
)

// skipped elements hold no résumé text: scripts and styles are dropped, never run.
var skipped = map[string]bool{"script": true, "style": true, "noscript": true, "template": true, "head": true, "svg": true, "iframe": true, "object": true}

// blocks end a line.
var blocks = map[string]bool{"p": true, "div": true, "br": true, "li": true, "tr": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"section": true, "article": true, "header": true, "footer": true, "ul": true, "ol": true, "table": true, "dt": true, "dd": true, "hr": true, "address": true, "blockquote": true, "pre": true}

// htmlText reads the visible text of a page (job-board exports are HTML, often GBK).
func htmlText(data []byte) (string, error) {
	r, err := charset.NewReader(bytes.NewReader(data), "text/html")
	if err != nil {
		return "", refuse(Damaged, "file: the HTML's character set cannot be read")
	}
	z := html.NewTokenizer(r)
	var out strings.Builder
	skip := 0
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			if z.Err() == io.EOF {
				return out.String(), nil
			}
			return "", refuse(Damaged, "file: the HTML cannot be read")
		case html.StartTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if skipped[tag] && tt == html.StartTagToken {
				skip++
			}
			if blocks[tag] {
				out.WriteString("\n")
			}
			if tag == "td" || tag == "th" {
				out.WriteString("\t")
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if skipped[tag] && skip > 0 {
				skip--
			}
			if blocks[tag] {
				out.WriteString("\n")
			}
		case html.TextToken:
			if skip == 0 {
				t := strings.Join(strings.Fields(string(z.Text())), " ")
				if t != "" {
					out.WriteString(t)
					out.WriteString(" ")
				}
			}
		}
	}
}
