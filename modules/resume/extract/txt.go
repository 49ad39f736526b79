package extract

import (
	"bytes"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

// plainText decodes a text file: UTF-8 (with or without BOM), UTF-16 with BOM, else
// GB18030 (a superset of GBK and GB2312, what Chinese Windows saves as "ANSI").
func plainText(data []byte) (string, error) {
	return decodeText(data)
}

func utf16BOM(b []byte) bool {
	return bytes.HasPrefix(b, []byte{0xFF, 0xFE}) || bytes.HasPrefix(b, []byte{0xFE, 0xFF})
}

func decodeText(data []byte) (string, error) {
	switch {
	case bytes.HasPrefix(data, []byte("\xef\xbb\xbf")):
		return string(data[3:]), nil
	case utf16BOM(data):
		out, err := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewDecoder().Bytes(data)
		if err != nil {
			return "", refuse(Damaged, "file: the UTF-16 text cannot be read")
		}
		return string(out), nil
	case utf8.Valid(data):
		return string(data), nil
	}
	out, err := simplifiedchinese.GB18030.NewDecoder().Bytes(data)
	if err != nil || !utf8.Valid(out) {
		return "", refuse(Unsupported, "file: the text is in an encoding that is neither UTF-8 nor GBK")
	}
	return string(out), nil
}
