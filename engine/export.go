package engine

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// Exports writes lists to spreadsheets: the export call, its background job, the
// workbook and the download of a finished file.
type Exports struct{ e *Engine }

// Export limits (spec 000 §9: more than 200 items export in the background).
const (
	AsyncExportThreshold = 200
	MaxExportRows        = 100000
	exportBatch          = 500
	exportJob            = "export"
)

// ExportParams are the query parameters of GET /rest/{model}/list/export.
type ExportParams struct {
	GQL      string
	Ordering string
	Scene    string
	Suffix   string
	Fields   []string
	// All exports every field the reader may read (columns=all), as the detail shows them,
	// instead of the view's columns.
	All   bool
	Async bool
}

// ExportResult is either a finished file or the id of the background task making it.
type ExportResult struct {
	File     []byte
	Filename string
	TaskID   int64
	Rows     int64
}

type exportPayload struct {
	Model    string   `json:"model"`
	GQL      string   `json:"gql"`
	Ordering string   `json:"ordering"`
	Columns  []string `json:"columns"`
	Lang     string   `json:"lang"`
}

// Run writes a model's matching records to an xlsx file: at once for up to 200 rows,
// otherwise as a background task the user downloads when it is done.
func (ex *Exports) Run(ctx context.Context, p Principal, model string, ep ExportParams) (*ExportResult, error) {
	m, err := ex.e.model(model)
	if err != nil {
		return nil, err
	}
	if err := ex.checkSwitch(ctx, p, m); err != nil {
		return nil, err
	}
	if err := ex.e.Access.Allow(ctx, p, m, ActExport); err != nil {
		return nil, err
	}
	filter, err := gql.Parse(ep.GQL)
	if err != nil {
		return nil, err
	}
	c := ex.e.compiler(ctx, p)
	if err := c.CheckOrdering(m, ep.Ordering); err != nil {
		return nil, err
	}
	columns, err := exportColumns(m, ep)
	if ep.All {
		columns = allExportColumns(m)
	}
	if err != nil {
		return nil, err
	}
	q := gql.Query{Model: m, Filter: filter, Ordering: ep.Ordering}
	query, args, err := c.Count(q, MaxExportRows)
	if err != nil {
		return nil, err
	}
	var n int64
	if err := ex.e.Store.QueryRow(ctx, query, args...).Scan(&n); err != nil {
		return nil, err
	}
	if n > MaxExportRows {
		return nil, badRequest("export_too_many", "An export holds at most %d rows; narrow the filter and export in parts.", MaxExportRows).with(map[string]any{"Max": MaxExportRows})
	}
	payload := exportPayload{Model: m.Name, GQL: ep.GQL, Ordering: ep.Ordering, Columns: columns, Lang: p.Lang}
	if ep.Async || n > AsyncExportThreshold {
		id, err := ex.e.Jobs.Enqueue(ctx, p, exportJob, payload)
		if err != nil {
			return nil, err
		}
		return &ExportResult{TaskID: id, Rows: n}, nil
	}
	var buf bytes.Buffer
	rows, err := ex.writeWorkbook(ctx, p, payload, &buf)
	if err != nil {
		return nil, err
	}
	return &ExportResult{File: buf.Bytes(), Filename: exportName(m, p, ex.e.Now()), Rows: rows}, nil
}

func exportColumns(m *meta.Model, ep ExportParams) ([]string, error) {
	cols := ep.Fields
	if len(cols) == 0 {
		if v := m.View(ep.Scene, "list", ep.Suffix); v != nil {
			cols = v.Columns
		}
	}
	if len(cols) == 0 {
		for _, f := range m.DataFields() {
			if f.Kind().Storage(f) != meta.StoreVirtual && !f.ListHidden && !f.Hidden {
				cols = append(cols, f.Name)
			}
		}
	}
	out := []string{"id"}
	for _, name := range cols {
		f := m.Field(name)
		if f != nil && f.Hidden && len(ep.Fields) == 0 {
			continue // an admin hid it; a view naming it does not bring it back
		}
		if f == nil || f.Type == "reverse_foreignkey" {
			return nil, badRequest("export_field", "fields: %q is not a field that can be exported from %s", name, m.Name).with(map[string]any{"Field": name, "Model": m.Name})
		}
		if name != "id" {
			out = append(out, name)
		}
	}
	return out, nil
}

func exportName(m *meta.Model, p Principal, now time.Time) string {
	label := m.Label.In(p.Lang)
	if label == "" {
		label = m.Name
	}
	return label + "-" + now.Format("20060102-1504") + ".xlsx"
}

// runJob does a background export and stores the file for its owner.
func (ex *Exports) runJob(ctx context.Context, j *store.Job) (any, error) {
	var payload exportPayload
	if err := json.Unmarshal(j.Payload, &payload); err != nil {
		return nil, fmt.Errorf("export payload: %w", err)
	}
	// The export runs with the rights its user has now, read afresh like a request's.
	p, err := ex.e.principal(ctx, j.TenantID, j.UserID)
	if err != nil {
		return nil, err
	}
	p.Lang = payload.Lang
	m, err := ex.e.model(payload.Model)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	rows, err := ex.writeWorkbook(ctx, p, payload, &buf)
	if err != nil {
		return nil, err
	}
	name := exportName(m, p, ex.e.Now().In(ex.e.Tenants.Location(ctx, p.TenantID)))
	blob := &store.Blob{TenantID: p.TenantID, OriginName: name, Ext: "xlsx", ContentType: xlsxType, CreatedBy: p.UserID}
	if err := ex.e.Blobs.Put(ctx, blob, &buf); err != nil {
		return nil, err
	}
	return map[string]any{"file": blob.UUIDName, "filename": name, "rows": rows}, nil
}

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

// writeWorkbook streams the matching records into an xlsx workbook, reading them in
// batches so a large export holds one batch in memory at a time.
func (ex *Exports) writeWorkbook(ctx context.Context, p Principal, payload exportPayload, w io.Writer) (int64, error) {
	m, err := ex.e.model(payload.Model)
	if err != nil {
		return 0, err
	}
	filter, err := gql.Parse(payload.GQL)
	if err != nil {
		return 0, err
	}
	c := ex.e.compiler(ctx, p)
	query, args, err := c.IDs(gql.Query{Model: m, Filter: filter, Ordering: payload.Ordering, Limit: MaxExportRows})
	if err != nil {
		return 0, err
	}
	var all []int64
	if err := ex.e.Store.DB().SelectContext(ctx, &all, query, args...); err != nil {
		return 0, err
	}
	var fields []*meta.Field
	var header []any
	hideContact := !ex.e.Contacts.seesContacts(ctx, p)
	for _, name := range payload.Columns {
		f := m.Field(name)
		if f == nil {
			continue // a field removed since a background export was queued
		}
		if hideContact && f.Concealed() {
			continue // hidden contact details come only from a logged reveal
		}
		fields = append(fields, f)
		header = append(header, f.Label.In(p.Lang))
	}
	f := excelize.NewFile()
	defer f.Close()
	sheet := sheetName(m.Label.In(p.Lang))
	f.SetSheetName("Sheet1", sheet)
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return 0, err
	}
	bold, _ := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}, Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"EEF2F7"}}})
	sw.SetColWidth(1, 1, 10)
	sw.SetColWidth(2, len(header), 20)
	sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"})
	cells := make([]any, len(header))
	for i, h := range header {
		cells[i] = excelize.Cell{StyleID: bold, Value: h}
	}
	if err := sw.SetRow("A1", cells); err != nil {
		return 0, err
	}
	d := ex.e.newDisplayer(ctx, p)
	cellOf, err := newExportCells(f, d.loc)
	if err != nil {
		return 0, err
	}
	row := 1
	for start := 0; start < len(all); start += exportBatch {
		batch := all[start:min(start+exportBatch, len(all))]
		items, err := ex.e.reads.byIDs(ctx, c, m, batch, true)
		if err != nil {
			return 0, err
		}
		if err := ex.e.reads.guard(ctx, p, m, items); err != nil {
			return 0, err
		}
		if err := d.load(ctx, items, fields); err != nil {
			return 0, err
		}
		byID := map[int64]Item{}
		for _, it := range items {
			byID[it["id"].(int64)] = it
		}
		for _, id := range batch {
			it, ok := byID[id]
			if !ok {
				continue
			}
			vals := make([]any, len(fields))
			for i, fld := range fields {
				vals[i] = cellOf(fld, d.value(ctx, fld, it[fld.Name]), it[fld.Name])
			}
			row++
			cell, _ := excelize.CoordinatesToCellName(1, row)
			if err := sw.SetRow(cell, vals); err != nil {
				return 0, err
			}
		}
	}
	if err := sw.Flush(); err != nil {
		return 0, err
	}
	if err := f.Write(w); err != nil {
		return 0, err
	}
	return int64(row - 1), nil
}

// sheetName makes a label a valid sheet name (31 characters, none of []:*?/\).
func sheetName(s string) string {
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`[]:*?/\`, r) {
			return '-'
		}
		return r
	}, s)
	if r := []rune(s); len(r) > 31 {
		s = string(r[:31])
	}
	if s == "" {
		return "Sheet1"
	}
	return s
}

// Download answers a finished export of p's for download.
func (ex *Exports) Download(ctx context.Context, p Principal, taskID int64) (*store.Blob, io.ReadCloser, error) {
	jobs, err := ex.e.Store.Jobs(ctx, p.TenantID, p.UserID, taskID, 1)
	if err != nil {
		return nil, nil, err
	}
	if len(jobs) == 0 {
		return nil, nil, notFound("task_not_found", "There is no task %d of yours.", taskID).with(map[string]any{"ID": taskID})
	}
	t := task(jobs[0])
	file, _ := t.Result["file"].(string)
	if t.Status != "done" || file == "" {
		return nil, nil, &Error{Status: 409, Key: "task_not_done", Msg: fmt.Sprintf("Task %d is %s; the file is not ready yet.", taskID, t.Status), Args: map[string]any{"ID": taskID, "Status": t.Status}}
	}
	return ex.e.Blobs.Open(ctx, p.TenantID, file)
}
