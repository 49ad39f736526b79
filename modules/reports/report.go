package reports

import "huntline/meta"

// Report is the answer of GET /rest/reporttemplate/report (contract §2): the table view,
// from which the charts and the export are drawn.
type Report struct {
	Type       string      `json:"type"`
	Label      string      `json:"label"`
	Model      string      `json:"model"`
	Filter     Filter      `json:"filter"`
	Range      *RangeOut   `json:"range,omitempty"`
	Dims       []DimOut    `json:"dims"`
	Columns    []ColumnOut `json:"columns"`
	Rows       []Row       `json:"rows"`
	Total      Row         `json:"total"`
	Views      []string    `json:"views"`
	ViewConfig ViewConfig  `json:"viewconfig"`
	FromAdmin  bool        `json:"fromAdmin"`
	Editable   bool        `json:"editable"`

	rng Range // the range itself, for the export's file name and the trend's buckets
}

// RangeOut is the report's period as shown.
type RangeOut struct {
	From  string `json:"from"`
	To    string `json:"to"`
	Label string `json:"label"`
}

// DimOut is one dimension of the rows.
type DimOut struct {
	Name  string `json:"name"`
	Label string `json:"label"`
}

// ColumnOut is one column as shown.
type ColumnOut struct {
	Key    string `json:"key"`
	Label  string `json:"label"`
	Format string `json:"format"`
	Target bool   `json:"target,omitempty"`
}

// Row is one group: its keys (one per dim), their labels and a cell per column.
type Row struct {
	Keys   []any            `json:"keys,omitempty"`
	Labels []string         `json:"labels,omitempty"`
	Cells  map[string]*Cell `json:"cells"`
}

// Cell is one figure. Model and GQL are its drill-down: the list of the records counted
// (absent on percent and days columns, whose figure is no count of records).
type Cell struct {
	Value  float64  `json:"value"`
	Target *float64 `json:"target,omitempty"`
	Rag    string   `json:"rag,omitempty"`
	Model  string   `json:"model,omitempty"`
	GQL    string   `json:"gql,omitempty"`
}

// rag answers the colour of value against target: red under half, amber under target,
// green at or above; "" without a target.
func rag(value, target float64) string {
	switch {
	case target <= 0:
		return ""
	case value < target/2:
		return "red"
	case value < target:
		return "amber"
	}
	return "green"
}

func label(l meta.Label, lang string) string { return l.In(lang) }
