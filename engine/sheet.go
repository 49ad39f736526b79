package engine

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// Limits of a spreadsheet import: a bigger file or more rows is refused before anything is
// read into records (agencies split larger migrations into several files).
const (
	MaxImportBytes = 10 << 20
	MaxImportRows  = 5000
)

// Sheet is a spreadsheet as an import reads it: row 1 is the header, the rest data.
type Sheet struct {
	Header []string
	Rows   []SheetRow // data rows holding at least one value, in file order
}

// SheetRow is one data row. Cells are the texts a user sees; Raw keeps what the cell
// stores (an xlsx date is a serial number there), which date fields read.
type SheetRow struct {
	Num   int // the row number in the spreadsheet: the header is row 1
	Cells []string
	Raw   []string
}

// Cell answers the shown text of column i ("" past the row's end).
func (r SheetRow) Cell(i int) string {
	if i < len(r.Cells) {
		return strings.TrimSpace(r.Cells[i])
	}
	return ""
}

// RawCell answers the stored value of column i.
func (r SheetRow) RawCell(i int) string {
	if i < len(r.Raw) {
		return strings.TrimSpace(r.Raw[i])
	}
	return r.Cell(i)
}

// ReadSheet reads an uploaded .xlsx (its first sheet) or .csv (UTF-8, with or without a
// byte-order mark; comma, semicolon or tab separated). The file type is taken from the
// name, since browsers send spreadsheets under many content types.
func ReadSheet(name string, data []byte) (*Sheet, error) {
	if len(data) > MaxImportBytes {
		return nil, badRequest("import_too_big", "file: the file is larger than %d MB", MaxImportBytes>>20).with(map[string]any{"MB": MaxImportBytes >> 20})
	}
	var shown, raw [][]string
	var err error
	switch strings.ToLower(filepath.Ext(name)) {
	case ".xlsx":
		shown, raw, err = readXLSX(data)
	case ".csv":
		shown, err = readCSV(data)
		raw = shown
	default:
		return nil, badRequest("import_type", "file: only .xlsx and .csv files can be imported")
	}
	if err != nil {
		return nil, err
	}
	if len(shown) == 0 || isBlank(shown[0]) {
		return nil, badRequest("import_no_header", "file: row 1 must hold the column headers")
	}
	sh := &Sheet{Header: trimRight(shown[0])}
	for i := range sh.Header {
		sh.Header[i] = strings.TrimSpace(sh.Header[i])
	}
	for i := 1; i < len(shown); i++ {
		if isBlank(shown[i]) {
			continue
		}
		if len(sh.Rows) == MaxImportRows {
			return nil, badRequest("import_too_many_rows", "file: at most %d data rows can be imported at once; split the file", MaxImportRows).with(map[string]any{"Max": MaxImportRows})
		}
		r := SheetRow{Num: i + 1, Cells: shown[i]}
		if i < len(raw) {
			r.Raw = raw[i]
		}
		sh.Rows = append(sh.Rows, r)
	}
	return sh, nil
}

func readXLSX(data []byte) (shown, raw [][]string, err error) {
	// Bound the unzipped size: a small zip can hold gigabytes of XML.
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{UnzipSizeLimit: 200 << 20, UnzipXMLSizeLimit: 100 << 20})
	if err != nil {
		return nil, nil, badRequest("import_unreadable", "file: this is not a readable .xlsx file")
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return nil, nil, badRequest("import_no_header", "file: row 1 must hold the column headers")
	}
	if shown, err = f.GetRows(sheets[0]); err != nil {
		return nil, nil, badRequest("import_unreadable", "file: this is not a readable .xlsx file")
	}
	if raw, err = f.GetRows(sheets[0], excelize.Options{RawCellValue: true}); err != nil {
		return nil, nil, badRequest("import_unreadable", "file: this is not a readable .xlsx file")
	}
	return shown, raw, nil
}

func readCSV(data []byte) ([][]string, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(data) {
		return nil, badRequest("import_encoding", "file: the .csv file is not UTF-8 text; save it as \"CSV UTF-8\" or as .xlsx")
	}
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	first, _, _ := bytes.Cut(data, []byte("\n"))
	if !bytes.ContainsRune(first, ',') {
		if bytes.ContainsRune(first, ';') {
			r.Comma = ';'
		} else if bytes.ContainsRune(first, '\t') {
			r.Comma = '\t'
		}
	}
	// encoding/csv skips blank lines; a spreadsheet counts them as rows, so they are put
	// back (empty) to keep every row's number what the user sees in Excel.
	var out [][]string
	end := 0 // the line the previous record ended on
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			line := 0
			if errors.As(err, &pe) {
				line = pe.Line
			}
			return nil, badRequest("import_csv", "file: line %d is not valid CSV", line).with(map[string]any{"Line": line})
		}
		line, _ := r.FieldPos(0)
		for ; end+1 < line; end++ {
			out = append(out, nil)
		}
		last, _ := r.FieldPos(len(rec) - 1)
		end = last + strings.Count(rec[len(rec)-1], "\n")
		out = append(out, rec)
	}
	return out, nil
}

func isBlank(row []string) bool {
	for _, c := range row {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

func trimRight(row []string) []string {
	n := len(row)
	for n > 0 && strings.TrimSpace(row[n-1]) == "" {
		n--
	}
	return append([]string(nil), row[:n]...)
}
