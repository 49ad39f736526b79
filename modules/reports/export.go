package reports

import (
	"bytes"
	"context"
	"net/url"
	"time"

	"github.com/xuri/excelize/v2"

	"huntline/engine"
	"huntline/meta"
)

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

var totalLabel = meta.Label{"en": "Total", "zh_CN": "合计", "zh_TW": "合計"}

// ExportXLSX renders the report's table view as a spreadsheet: a header row of the dims'
// and columns' labels in the reader's language, a row per group with numbers as numbers
// (money to the cent, percent and days as shown), and the total. The file is named
// "{label} {from}–{to}.xlsx". The schedules of saved reports mail it.
func (mod *Module) ExportXLSX(ctx context.Context, p engine.Principal, params url.Values) (string, []byte, error) {
	rep, err := mod.Report(ctx, p, params)
	if err != nil {
		return "", nil, err
	}
	body, err := workbook(rep, p.Lang)
	if err != nil {
		return "", nil, err
	}
	name := rep.Label
	if rep.Range != nil {
		name += " " + rep.Range.From + "–" + rep.Range.To
	} else {
		name += " " + mod.Engine().Now().In(mod.Engine().Tenants.Location(ctx, p.TenantID)).Format(time.DateOnly)
	}
	return name + ".xlsx", body, nil
}

func workbook(rep *Report, lang string) ([]byte, error) {
	f := excelize.NewFile()
	defer f.Close()
	sheet := "Sheet1"
	title := rep.Label
	if len([]rune(title)) > 31 {
		title = string([]rune(title)[:31]) // Excel's limit on a sheet's name
	}
	if err := f.SetSheetName(sheet, title); err != nil {
		return nil, err
	}
	sheet = title
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return nil, err
	}
	formats := map[string]int{}
	for format, code := range map[string]string{"number": "#,##0", "money": "#,##0.00", "percent": `0.0"%"`, "days": "0.0"} {
		if formats[format], err = f.NewStyle(&excelize.Style{CustomNumFmt: &code}); err != nil {
			return nil, err
		}
	}
	header := []any{}
	for _, d := range rep.Dims {
		header = append(header, d.Label)
	}
	for _, c := range rep.Columns {
		header = append(header, c.Label)
	}
	if err := f.SetSheetRow(sheet, "A1", &header); err != nil {
		return nil, err
	}
	put := func(rowNum int, labels []string, cells map[string]*Cell) error {
		for i, l := range labels {
			if err := setCell(f, sheet, i+1, rowNum, l, 0); err != nil {
				return err
			}
		}
		for i, c := range rep.Columns {
			v := 0.0
			if cell := cells[c.Key]; cell != nil {
				v = cell.Value
			}
			if err := setCell(f, sheet, len(rep.Dims)+i+1, rowNum, v, formats[c.Format]); err != nil {
				return err
			}
		}
		return nil
	}
	for i, row := range rep.Rows {
		if err := put(i+2, row.Labels, row.Cells); err != nil {
			return nil, err
		}
	}
	totalRow := len(rep.Rows) + 2
	labels := make([]string, max(len(rep.Dims), 1))
	labels[0] = totalLabel.In(lang)
	if err := put(totalRow, labels, rep.Total.Cells); err != nil {
		return nil, err
	}
	headEnd, _ := excelize.CoordinatesToCellName(len(header), 1)
	if err := f.SetCellStyle(sheet, "A1", headEnd, bold); err != nil {
		return nil, err
	}
	_ = f.SetColWidth(sheet, "A", "A", 24)
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func setCell(f *excelize.File, sheet string, col, row int, v any, style int) error {
	cell, err := excelize.CoordinatesToCellName(col, row)
	if err != nil {
		return err
	}
	if err := f.SetCellValue(sheet, cell, v); err != nil {
		return err
	}
	if style != 0 {
		return f.SetCellStyle(sheet, cell, cell, style)
	}
	return nil
}
