package engine

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"huntline/meta"
	"huntline/store"
)

// Imports turns spreadsheets into records: the preview that suggests a column
// for each field and the all-or-nothing import through the normal create path.
type Imports struct {
	e      *Engine
	claims importClaims // duplicate values of imports being written (import_claims.go)
}

// Spreadsheet import (the spec's "excel" page float): agencies switching to Huntline bring
// their records in spreadsheets. A preview suggests which column fills which field; the
// import turns every row's cells into the values the engine accepts and creates all rows
// through the normal create path (readInput, createIn: defaults, required fields, options,
// links, filters, duplicate rules), so either every row is created or none is and the user
// gets each bad row's number and problem. On PostgreSQL that is one transaction; on SQLite,
// whose one write lock a long transaction would hold against everybody, the rows are checked
// first and written in short transactions (import_checked.go, import_batches.go).

const (
	// ImportPreviewRows is how many data rows the preview shows.
	ImportPreviewRows = 5
	// MaxImportErrors bounds the row problems a refusal lists (the total is also given).
	MaxImportErrors = 50
)

// ImportField is a field an import may fill, as the mapping step offers it.
type ImportField struct {
	Name     string `json:"name"`
	Label    string `json:"label"`
	Type     string `json:"type"`
	Required bool   `json:"required"`
	Multiple bool   `json:"multiple,omitempty"`
}

// ImportPreview is what the mapping step shows of an uploaded file.
type ImportPreview struct {
	Header  []string          `json:"header"`
	Rows    [][]string        `json:"rows"`
	Count   int               `json:"count"`
	Mapping map[string]string `json:"mapping"` // column index -> suggested field
	Fields  []ImportField     `json:"fields"`
	// Identity lists the groups of fields a row cannot do without (a required field alone,
	// or "at least one of"): the mapping step warns and blocks while a group has no column.
	Identity [][]string `json:"identity"`
	// Remembered says the mapping is the one this user chose for a file with these headers.
	Remembered bool `json:"remembered,omitempty"`
}

// ImportProblem is one refused value (or row) of a refused import.
type ImportProblem struct {
	Row     int    `json:"row"`
	Field   string `json:"field,omitempty"`
	Label   string `json:"label,omitempty"`
	Message string `json:"message"`
	Text    string `json:"text"` // `Row 3: Phone: "12" is not a phone number (3 to 20 digits)`
}

// Allowed refuses users who may not add records of the model, before a file is read.
func (im *Imports) Allowed(ctx context.Context, p Principal, model string) (*meta.Model, error) {
	m, err := im.e.model(model)
	if err != nil {
		return nil, err
	}
	if err := im.e.Access.Allow(ctx, p, m, ActAdd); err != nil {
		return nil, err
	}
	// Only models whose metadata says so take a spreadsheet (meta importable): a job
	// submission or a stage comes from its flow, with what the flow checks and writes.
	if !m.Importable {
		return nil, badRequest("import_not_importable", "%s records are not imported from a file", m.Label.In("en")).
			with(map[string]any{"Model": m.Label.In(p.Lang)})
	}
	return m, nil
}

// importable lists the fields an import may fill: what a client may write, without
// computed fields, reverse relations and sub-form collections.
func importable(m *meta.Model) []*meta.Field {
	var out []*meta.Field
	for _, f := range m.DataFields() {
		if f.IsEditable() && f.Collection == nil && f.Type != "reverse_foreignkey" {
			out = append(out, f)
		}
	}
	return out
}

// Preview answers the header, the first rows, the row count, the importable fields
// and a suggested mapping of columns to fields.
func (im *Imports) Preview(ctx context.Context, p Principal, model string, sh *Sheet) (*ImportPreview, error) {
	m, err := im.Allowed(ctx, p, model)
	if err != nil {
		return nil, err
	}
	fields := importable(m)
	out := &ImportPreview{Header: sh.Header, Rows: [][]string{}, Count: len(sh.Rows), Mapping: SuggestMapping(sh.Header, fields), Identity: identityGroups(m)}
	if out.Identity == nil {
		out.Identity = [][]string{}
	}
	if saved := im.rememberedMapping(ctx, p, m, sh.Header); saved != nil {
		out.Mapping, out.Remembered = saved, true
	}
	width := len(sh.Header)
	for _, r := range sh.Rows {
		width = max(width, len(trimRight(r.Cells)))
	}
	for len(out.Header) < width {
		out.Header = append(out.Header, "")
	}
	for i, r := range sh.Rows {
		if i == ImportPreviewRows {
			break
		}
		cells := make([]string, width)
		for c := range cells {
			cells[c] = r.Cell(c)
		}
		out.Rows = append(out.Rows, cells)
	}
	for _, f := range fields {
		out.Fields = append(out.Fields, ImportField{Name: f.Name, Label: label(f, p.Lang), Type: f.Type, Required: f.Required, Multiple: f.Multiple})
	}
	return out, nil
}

func label(f *meta.Field, lang string) string {
	if l := f.Label.In(lang); l != "" {
		return l
	}
	return f.Name
}

var headerNoise = strings.NewReplacer(" ", "", "_", "", "-", "", "*", "", "（必填）", "", "(required)", "", "：", "", ":", "")

// headerKey is a header or a field's name as the mapping compares them: case, spaces,
// underscores, dashes, colons and a required-marker ignored.
func headerKey(s string) string { return headerNoise.Replace(strings.ToLower(strings.TrimSpace(s))) }

// SuggestMapping matches headers to fields by name, by label in any language, then by the
// field's aliases (the other names people give it: 姓名, 手机号, E-mail), ignoring case,
// spaces, underscores and a required-marker star; each field is suggested once, for the
// first column that matches it.
func SuggestMapping(header []string, fields []*meta.Field) map[string]string {
	key := headerKey
	byKey := map[string]string{}
	claim := func(k, name string) {
		if _, ok := byKey[k]; !ok && k != "" {
			byKey[k] = name
		}
	}
	for _, f := range fields { // names first, so a label never shadows another field's name
		claim(key(f.Name), f.Name)
	}
	for _, f := range fields {
		for _, lang := range meta.Languages {
			claim(key(f.Label[lang]), f.Name)
		}
	}
	for _, f := range fields { // aliases last: a field's own label wins over another's alias
		for _, lang := range meta.Languages {
			for _, a := range f.Aliases[lang] {
				claim(key(a), f.Name)
			}
		}
	}
	out := map[string]string{}
	used := map[string]bool{}
	for i, h := range header {
		if name, ok := byKey[key(h)]; ok && key(h) != "" && !used[name] {
			out[strconv.Itoa(i)] = name
			used[name] = true
		}
	}
	return out
}

// ParseMapping reads the posted mapping {"columnIndex": "fieldName"} against the file and
// the model; an empty field name leaves the column out.
func ParseMapping(m *meta.Model, sh *Sheet, raw map[string]string) (map[int]*meta.Field, error) {
	ok := map[string]*meta.Field{}
	for _, f := range importable(m) {
		ok[f.Name] = f
	}
	out := map[int]*meta.Field{}
	taken := map[string]string{}
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		name := strings.TrimSpace(raw[k])
		if name == "" {
			continue
		}
		col, err := strconv.Atoi(k)
		if err != nil || col < 0 || col >= 16384 {
			return nil, badRequest("import_mapping_column", "mapping: %q is not a column number", k).with(map[string]any{"Column": k})
		}
		f := ok[name]
		if f == nil {
			return nil, badRequest("import_mapping_field", "mapping: %q is not a field of %s that an import can fill", name, m.Name).with(map[string]any{"Field": name, "Model": m.Name})
		}
		if other, dup := taken[name]; dup {
			return nil, badRequest("import_mapping_twice", "mapping: columns %s and %s both fill %s", other, k, name).with(map[string]any{"Field": name, "A": other, "B": k})
		}
		taken[name] = k
		out[col] = f
	}
	if len(out) == 0 {
		return nil, badRequest("import_mapping_empty", "mapping: choose the field at least one column fills")
	}
	return out, nil
}

// Run creates one record per non-empty row of sh, filling the fields the mapping names,
// all in one transaction: a single refused row refuses the file, listing every bad row.
func (im *Imports) Run(ctx context.Context, p Principal, model string, sh *Sheet, mapping map[string]string) (int, error) {
	m, err := im.Allowed(ctx, p, model)
	if err != nil {
		return 0, err
	}
	cols, err := ParseMapping(m, sh, mapping)
	if err != nil {
		return 0, err
	}
	im.rememberMapping(ctx, p, m, sh.Header, mapping)
	if err := checkIdentityMapped(m, cols, p.Lang); err != nil {
		return 0, err
	}
	order := make([]int, 0, len(cols))
	for c := range cols {
		order = append(order, c)
	}
	sort.Ints(order)
	conv, err := im.newConverter(ctx, p, sh, cols)
	if err != nil {
		return 0, err
	}
	var problems []ImportProblem
	badRows := 0
	refuse := func(row int, list []ImportProblem) {
		badRows++
		if badRows <= MaxImportErrors {
			problems = append(problems, list...)
		}
	}
	rowInput := func(r SheetRow) (*input, fieldErrors, bool, error) {
		return im.rowInput(ctx, p, m, r, order, cols, conv)
	}
	if im.e.Store.SingleWriter() {
		if created, err, done := im.checked(ctx, p, m, sh, rowInput); done {
			if err == nil && created > 0 {
				im.e.writes.written(p.TenantID, m)
			}
			return created, err
		}
	}
	created := 0
	err = im.e.Store.Tx(ctx, func(tx *store.Tx) error {
		rowOf := map[int64]int{} // created id -> its row, to explain duplicates within the file
		for _, r := range sh.Rows {
			in, errs, empty, err := rowInput(r)
			if err != nil {
				return err
			}
			if empty {
				continue
			}
			if len(errs) > 0 {
				refuse(r.Num, im.rowProblems(m, r.Num, &Error{Fields: errs}, p.Lang, rowOf))
				continue
			}
			res, err := im.e.writes.createIn(ctx, tx, p, m, in)
			if err != nil {
				ee := AsError(err)
				if ee.Status >= 500 {
					return err
				}
				refuse(r.Num, im.rowProblems(m, r.Num, ee, p.Lang, rowOf))
				continue
			}
			rowOf[res.ID] = r.Num
			created++
		}
		if badRows > 0 {
			return im.refusal(p.Lang, badRows, problems)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	if created > 0 {
		im.e.writes.written(p.TenantID, m)
	}
	return created, nil
}

// rowInput turns one row's mapped cells into a create's input, or the row's refused
// values; empty says the mapped cells are all empty (the row is skipped).
func (im *Imports) rowInput(ctx context.Context, p Principal, m *meta.Model, r SheetRow, order []int, cols map[int]*meta.Field, conv *converter) (*input, fieldErrors, bool, error) {
	raw := map[string]any{}
	var errs fieldErrors
	for _, c := range order {
		f := cols[c]
		v, fe := conv.value(f, r.Cell(c), r.RawCell(c))
		if fe != nil {
			errs = append(errs, *fe)
		} else if v != nil {
			raw[f.Name] = v
		}
	}
	if len(raw) == 0 && len(errs) == 0 {
		return nil, nil, true, nil
	}
	in, err := im.e.writes.readInput(ctx, p, m, raw)
	if err != nil {
		ee := AsError(err)
		if ee.Status >= 500 {
			return nil, nil, false, err
		}
		errs = append(errs, ee.Fields...)
	}
	return in, errs, false, nil
}

// refusal is the 400 of a refused file: a summary, every listed problem on its own
// line, and the problems as data for the screen.
func (im *Imports) refusal(lang string, badRows int, problems []ImportProblem) *Error {
	args := map[string]any{"Count": badRows, "Max": MaxImportErrors}
	msg := fmt.Sprintf("Nothing was imported: %d rows have errors.", badRows)
	if badRows == 1 {
		msg = "Nothing was imported: 1 row has errors."
	}
	summary := T(lang, "import_refused", args, msg)
	lines := []string{summary}
	for _, pr := range problems {
		lines = append(lines, pr.Text)
	}
	if badRows > MaxImportErrors {
		lines = append(lines, T(lang, "import_more_rows", args, fmt.Sprintf("Only the first %d rows with errors are listed.", MaxImportErrors)))
	}
	return &Error{Status: http.StatusBadRequest, Key: "", Msg: strings.Join(lines, "\n"),
		Data: map[string]any{"errors": problems, "rows": badRows, "summary": summary}}
}

// rowProblems explains why one row was refused, in lang, each line led by the row number.
func (im *Imports) rowProblems(m *meta.Model, row int, err *Error, lang string, rowOf map[int64]int) []ImportProblem {
	lead := func(rest string) string {
		return T(lang, "import_row", map[string]any{"Row": row, "Text": rest}, fmt.Sprintf("Row %d: %s", row, rest))
	}
	if len(err.Fields) == 0 {
		msg := T(lang, err.Key, err.Args, err.Msg)
		if other, ok := err.Data.(int64); ok && err.Key == "duplicate_info" && rowOf[other] > 0 {
			args := map[string]any{"Label": err.Args["Label"], "Value": err.Args["Value"], "Row": rowOf[other]}
			msg = T(lang, "import_duplicate_row", args, fmt.Sprintf("Duplicate Info: %v %v is also on row %d of this file", args["Label"], args["Value"], args["Row"]))
		}
		return []ImportProblem{{Row: row, Message: msg, Text: lead(msg)}}
	}
	var out []ImportProblem
	for _, fe := range err.Fields {
		lbl := fe.Field
		if f := m.Field(fe.Field); f != nil {
			lbl = label(f, lang)
		}
		msg := T(lang, "rule."+fe.Rule, fe.Args, fe.Msg)
		out = append(out, ImportProblem{Row: row, Field: fe.Field, Label: lbl, Message: msg, Text: lead(lbl + sep(lang) + msg)})
	}
	return out
}

// converter turns spreadsheet cells into the values the engine's normalisation accepts.
type converter struct {
	options map[string]map[string]string  // option list -> lower(code or label) -> code
	names   map[string]map[string][]int64 // target model -> lower(name) -> live visible ids
}

var listSplit = regexp.MustCompile(`\s*[,，、;；\n]\s*`)

func splitList(s string) []string {
	var out []string
	for _, part := range listSplit.Split(s, -1) {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

func isID(s string) bool {
	n, err := strconv.ParseInt(s, 10, 64)
	return err == nil && n > 0
}

// newConverter reads the option lists of the mapped choice fields and resolves, in one
// query per linked model, the names used in link columns: only records the user can see
// and that are not deleted.
func (im *Imports) newConverter(ctx context.Context, p Principal, sh *Sheet, cols map[int]*meta.Field) (*converter, error) {
	cv := &converter{options: map[string]map[string]string{}, names: map[string]map[string][]int64{}}
	wanted := map[string]map[string]bool{}
	for c, f := range cols {
		if list := f.OptionList(); list != "" && cv.options[list] == nil {
			byText := map[string]string{}
			opts := im.e.Options.List(ctx, p.TenantID, list)
			for _, o := range opts { // codes first: a code always means itself
				byText[strings.ToLower(o.Code)] = o.Code
			}
			for _, o := range opts {
				for _, t := range []string{o.EnUS, o.ZhCN, o.ZhTW} {
					if t = strings.ToLower(strings.TrimSpace(t)); t != "" {
						if _, taken := byText[t]; !taken {
							byText[t] = o.Code
						}
					}
				}
			}
			cv.options[list] = byText
		}
		if f.Type != "foreignkey" && f.Type != "comtree" {
			continue
		}
		for _, r := range sh.Rows {
			v := r.Cell(c)
			if v == "" {
				continue
			}
			parts := []string{v}
			if f.Multiple {
				parts = splitList(v)
			}
			for _, part := range parts {
				if !isID(part) && meta.TextProblem(part) == nil { // value() refuses the others
					if wanted[f.To] == nil {
						wanted[f.To] = map[string]bool{}
					}
					wanted[f.To][strings.ToLower(part)] = true
				}
			}
		}
	}
	for target, set := range wanted {
		list := make([]string, 0, len(set))
		for n := range set {
			list = append(list, n)
		}
		found, err := im.e.Store.IDsByName(ctx, target, p.TenantID, list)
		if err != nil {
			return nil, err
		}
		visible, err := im.visible(ctx, p, target, found)
		if err != nil {
			return nil, err
		}
		for name, ids := range found {
			kept := ids[:0]
			for _, id := range ids {
				if visible[id] {
					kept = append(kept, id)
				}
			}
			found[name] = kept
		}
		cv.names[target] = found
	}
	return cv, nil
}

// visible answers which of the found records p may see (their view access, data access
// groups and the limited rule), so an import cannot link to, or probe for, records hidden
// from its user: a hidden record's name reads as no record of that name.
func (im *Imports) visible(ctx context.Context, p Principal, target string, found map[string][]int64) (map[int64]bool, error) {
	var list []int64
	for _, ids := range found {
		list = append(list, ids...)
	}
	tm := im.e.Reg().Model(target)
	if len(list) == 0 || tm == nil || im.e.Access.Allow(ctx, p, tm, ActView) != nil {
		return map[int64]bool{}, nil
	}
	return im.e.readableIDs(ctx, im.e.Store, p, tm, list)
}

var zhDate = regexp.MustCompile(`^(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?(.*)$`)

// value converts one cell for f. It answers what a form would post (codes, ids, ISO dates),
// or a field error for a link it cannot resolve; everything else is left to the engine's
// normalisation and checks, which give the usual messages.
func (cv *converter) value(f *meta.Field, shown, raw string) (any, *FieldError) {
	if shown == "" && raw == "" {
		return nil, nil
	}
	for _, s := range []string{shown, raw} {
		if p := meta.TextProblem(s); p != nil {
			return nil, &FieldError{Field: f.Name, Rule: p.Rule, Msg: p.Msg}
		}
	}
	switch f.Type {
	case "date", "datetime":
		if n, err := strconv.ParseFloat(raw, 64); err == nil && n > 0 && n < 2958466 {
			if tm, err := excelize.ExcelDateToTime(n, false); err == nil {
				if f.Type == "date" {
					return tm.Format(meta.DateLayout), nil
				}
				return tm.Format("2006-01-02 15:04:05"), nil
			}
		}
		if m := zhDate.FindStringSubmatch(shown); m != nil {
			return strings.TrimSpace(m[1] + "-" + m[2] + "-" + m[3] + " " + strings.TrimSpace(m[4])), nil
		}
		return shown, nil
	case "integer", "double", "rate":
		return strings.NewReplacer(",", "", "，", "", " ", "").Replace(raw), nil
	case "foreignkey", "comtree":
		parts := []string{shown}
		if f.Multiple {
			parts = splitList(shown)
		}
		var ids []any
		for _, part := range parts {
			if isID(part) {
				ids = append(ids, part)
				continue
			}
			found := cv.names[f.To][strings.ToLower(part)]
			switch len(found) {
			case 1:
				ids = append(ids, found[0])
			case 0:
				return nil, &FieldError{Field: f.Name, Rule: "import_no_match", Msg: fmt.Sprintf("no %s is named %q", f.To, part), Args: map[string]any{"Model": f.To, "Value": part}}
			default:
				return nil, &FieldError{Field: f.Name, Rule: "import_ambiguous", Msg: fmt.Sprintf("%d %s records are named %q; give the id instead", len(found), f.To, part), Args: map[string]any{"Model": f.To, "Value": part, "Count": len(found)}}
			}
		}
		if f.Multiple {
			return ids, nil
		}
		return ids[0], nil
	}
	if list := f.OptionList(); list != "" {
		if meta.IsBoolean(f) {
			return cv.boolean(shown), nil
		}
		code := func(s string) string {
			if c, ok := cv.options[list][strings.ToLower(s)]; ok {
				return c
			}
			return s // the engine refuses it, naming the options
		}
		if f.Kind().Storage(f) == meta.StoreTextList {
			var out []any
			for _, part := range splitList(shown) {
				out = append(out, code(part))
			}
			return out, nil
		}
		return code(shown), nil
	}
	if meta.IsBoolean(f) {
		return cv.boolean(shown), nil
	}
	return shown, nil
}

// boolean reads the yes/no spellings of spreadsheets; anything else goes to the engine.
func (cv *converter) boolean(s string) any {
	switch strings.ToLower(s) {
	case "是", "√", "✓", "✔", "有", "true", "yes", "y", "1":
		return true
	case "否", "×", "✗", "无", "false", "no", "n", "0":
		return false
	}
	return s
}
