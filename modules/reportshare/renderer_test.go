package reportshare

import (
	"bytes"
	"context"
	"fmt"
	"net/url"
	"sync"

	"github.com/xuri/excelize/v2"

	"huntline/engine"
)

// listRenderer is a real renderer for the tests: it lists the candidates matching the
// report's gql as the reader reads them (the engine's scope, exactly as the reports module
// counts) into a real .xlsx, a row per candidate and a total row. It remembers whom it
// rendered for and with which parameters.
type listRenderer struct {
	e     func() *engine.Engine
	mu    sync.Mutex
	calls []renderCall
}

type renderCall struct {
	user   int64
	params url.Values
}

func (r *listRenderer) ExportXLSX(ctx context.Context, p engine.Principal, params url.Values) (string, []byte, error) {
	r.mu.Lock()
	r.calls = append(r.calls, renderCall{user: p.UserID, params: params})
	r.mu.Unlock()
	res, err := r.e().List(ctx, p, "candidate", engine.ListParams{GQL: params.Get("gql"), Ordering: "englishName", Unlimited: true})
	if err != nil {
		return "", nil, err
	}
	f := excelize.NewFile()
	defer f.Close()
	sheet := f.GetSheetName(0)
	f.SetSheetRow(sheet, "A1", &[]any{"Candidate"})
	for i, it := range res.List {
		f.SetSheetRow(sheet, fmt.Sprintf("A%d", i+2), &[]any{it["englishName"]})
	}
	f.SetSheetRow(sheet, fmt.Sprintf("A%d", len(res.List)+2), &[]any{"Total", len(res.List)})
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		return "", nil, err
	}
	return "Candidates " + params.Get("daterange") + ".xlsx", buf.Bytes(), nil
}

func (r *listRenderer) rendered() []renderCall {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]renderCall(nil), r.calls...)
}

// xlsxRows reads the first sheet of a spreadsheet.
func xlsxRows(body []byte) ([][]string, error) {
	f, err := excelize.OpenReader(bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return f.GetRows(f.GetSheetName(0))
}
