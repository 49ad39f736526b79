package extract

import (
	"strconv"
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// rtfSkipped destinations hold no body text.
var rtfSkipped = map[string]bool{"fonttbl": true, "colortbl": true, "stylesheet": true, "info": true, "pict": true,
	"header": false, "footer": false, "listtable": true, "listoverridetable": true, "rsidtbl": true, "themedata": true,
	"colorschememapping": true, "latentstyles": true, "datastore": true, "xmlnstbl": true, "generator": true, "object": true, "fldinst": true}

// rtfText reads an RTF document: \par and \line end lines, \cell and \tab separate cells,
// \uN is a Unicode character (its \ucN fallback bytes skipped), \'hh a byte in the
// document's code page (\ansicpg936 is GBK, as Chinese Word writes it).
func rtfText(data []byte) (string, error) {
	s := string(data)
	var out strings.Builder
	var pending []byte // \'hh bytes awaiting decoding in the code page
	var dec *encoding.Decoder = charmap.Windows1252.NewDecoder()
	type state struct {
		skip bool
		uc   int
	}
	stack := []state{{uc: 1}}
	cur := func() *state { return &stack[len(stack)-1] }
	flush := func() {
		if len(pending) > 0 {
			b, err := dec.Bytes(pending)
			if err == nil && !cur().skip {
				out.Write(b)
			}
			pending = pending[:0]
		}
	}
	skipFallback := 0
	for i := 0; i < len(s); {
		c := s[i]
		switch c {
		case '{':
			flush()
			stack = append(stack, *cur())
			i++
		case '}':
			flush()
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
			i++
		case '\\':
			i++
			if i >= len(s) {
				break
			}
			c = s[i]
			switch {
			case c == '\'' && i+2 < len(s):
				b, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
				i += 3
				if skipFallback > 0 {
					skipFallback--
					continue
				}
				if err == nil {
					pending = append(pending, byte(b))
				}
			case c == '*':
				cur().skip = true
				i++
			case c == '\\' || c == '{' || c == '}':
				flush()
				if !cur().skip {
					out.WriteByte(c)
				}
				i++
			case c == '~':
				flush()
				out.WriteByte(' ')
				i++
			case c == '\n' || c == '\r':
				flush()
				out.WriteByte('\n')
				i++
			case isLetter(c):
				j := i
				for j < len(s) && isLetter(s[j]) {
					j++
				}
				word := s[i:j]
				k := j
				if k < len(s) && (s[k] == '-' || isDigit(s[k])) {
					k++
					for k < len(s) && isDigit(s[k]) {
						k++
					}
				}
				param := s[j:k]
				if k < len(s) && s[k] == ' ' {
					k++
				}
				i = k
				flush()
				n, _ := strconv.Atoi(param)
				switch {
				case rtfSkipped[word]:
					cur().skip = true
				case word == "ansicpg":
					dec = codePage(n)
				case word == "uc":
					cur().uc = n
				case word == "u":
					if n < 0 {
						n += 65536
					}
					if !cur().skip {
						out.WriteRune(rune(n))
					}
					skipFallback = cur().uc
				case word == "par" || word == "line" || word == "row" || word == "sect" || word == "page":
					if !cur().skip {
						out.WriteByte('\n')
					}
				case word == "tab" || word == "cell":
					if !cur().skip {
						out.WriteByte('\t')
					}
				}
			default:
				i++
			}
		case '\r', '\n':
			i++
		default:
			flush()
			if skipFallback > 0 {
				skipFallback--
				i++
				continue
			}
			if !cur().skip {
				out.WriteByte(c)
			}
			i++
		}
	}
	flush()
	return out.String(), nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// codePage answers the decoder of an RTF \ansicpg.
func codePage(n int) *encoding.Decoder {
	switch n {
	case 936, 54936:
		return simplifiedchinese.GB18030.NewDecoder()
	case 950:
		return traditionalchinese.Big5.NewDecoder()
	}
	return charmap.Windows1252.NewDecoder()
}
