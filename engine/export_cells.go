package engine

import (
	"encoding/json"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"huntline/meta"
)

// An export's cells are typed as a spreadsheet user expects: dates and date-times are Excel
// dates (serial numbers with a date format, so they sort, filter and compute in Excel),
// numbers are numbers, everything else is the text a person reads (displayer).

// The number formats of date and date-time cells.
const (
	excelDateFormat     = "yyyy-mm-dd"
	excelDateTimeFormat = "yyyy-mm-dd hh:mm"
	// excelCellMax is the most characters a cell holds; longer text (a résumé) is cut.
	excelCellMax = 32767
)

// newExportCells answers the function making a field's cell from its shown value and its
// stored one; loc is the tenant's time zone, in which date-times are written.
func newExportCells(f *excelize.File, loc *time.Location) (func(fld *meta.Field, shown, stored any) any, error) {
	dateFmt, timeFmt := excelDateFormat, excelDateTimeFormat
	dateStyle, err := f.NewStyle(&excelize.Style{CustomNumFmt: &dateFmt})
	if err != nil {
		return nil, err
	}
	timeStyle, err := f.NewStyle(&excelize.Style{CustomNumFmt: &timeFmt})
	if err != nil {
		return nil, err
	}
	return func(fld *meta.Field, shown, stored any) any {
		if shown == nil {
			return nil
		}
		switch fld.Type {
		case "date":
			if s, ok := stored.(string); ok {
				if t, err := time.Parse(time.DateOnly, s); err == nil {
					return excelize.Cell{StyleID: dateStyle, Value: t}
				}
			}
		case "datetime":
			if s, ok := stored.(string); ok {
				if t, err := time.Parse(time.RFC3339, s); err == nil {
					// Excel has no time zones: the cell holds the tenant's wall-clock time.
					w := t.In(loc)
					return excelize.Cell{StyleID: timeStyle, Value: time.Date(w.Year(), w.Month(), w.Day(), w.Hour(), w.Minute(), w.Second(), 0, time.UTC)}
				}
			}
		}
		return plainCell(shown)
	}, nil
}

// plainCell keeps numbers and booleans as they are and makes anything else text that fits
// a cell.
func plainCell(v any) any {
	switch x := v.(type) {
	case int, int64, float64, bool:
		return x
	case json.Number:
		if f, err := x.Float64(); err == nil {
			return f
		}
		return x.String()
	case string:
		if utf8.RuneCountInString(x) > excelCellMax {
			r := []rune(x)
			return string(r[:excelCellMax-1]) + "…"
		}
		return x
	case map[string]any, []any:
		b, _ := json.Marshal(x)
		return plainCell(string(b))
	}
	return fmt.Sprint(v)
}

// allExportColumns are every field a detail shows of m, in the model's order after the id:
// its fields (an admin's hidden ones left out, and relations that are lists of other records)
// and then who added and changed it when. What the reader may not see of them is left out
// as the records are read (writeWorkbook, guard).
func allExportColumns(m *meta.Model) []string {
	out := []string{"id"}
	for _, f := range m.DataFields() {
		switch {
		case f.Hidden, f.Type == "reverse_foreignkey", f.Type == "attachments", f.Kind().Storage(f) == meta.StoreVirtual:
			continue
		}
		out = append(out, f.Name)
	}
	return append(out, "dateAdded", "addedBy", "lastUpdateDate", "lastUpdateBy")
}
