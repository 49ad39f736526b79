package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"huntline/meta"
)

// A Template is one report as metadata (templates/*.json): what it counts and how it may
// be grouped. Single-model and series reports share the format: a column names its own
// model, date field and the path of each dimension on that model, and falls back to the
// template's (so a single-model report names them once, at the top).
type Template struct {
	Name        string     `json:"name"`
	Label       meta.Label `json:"label"`
	Category    string     `json:"category"`
	Description meta.Label `json:"description"`
	Views       []string   `json:"views"`
	// Model is the model every column counts, "" when the columns count several (series).
	Model string `json:"model"`
	// Date is the date field the range applies to (each column may name its own); ""
	// with NoRange.
	Date string `json:"date"`
	// NoRange marks a snapshot report (stale submissions, jobs without a submission): no
	// date range, no trend.
	NoRange bool `json:"no_range"`
	// Filter is the template's own gql on Model (or on each column's model, see Column.Filter).
	Filter    string `json:"filter"`
	DateRange string `json:"daterange"` // the default range, else this_week
	// GQLModel is the model the request's gql selects (series reports: the x dimension's
	// model, e.g. user); "" means Model. Each column reaches it by its GQLPath.
	GQLModel string `json:"gql_model"`
	Dims     []Dim  `json:"dims"`
	// X, Y and Z name the dims each axis allows, the first of X being the default.
	X       []string `json:"x"`
	Y       []string `json:"y"`
	Z       []string `json:"z"`
	Columns []Column `json:"columns"`
	// Basic names the dims offered as basic filters (filter_basic), e.g. ["user", "team"].
	Basic []string `json:"basic"`
	// Targets is the model of monthly targets per user (target columns), "" without.
	Targets string `json:"targets"`
	// Access "user_activities" makes the report an admin's or a user's with the User
	// Activities Permission (the operation log).
	Access string `json:"access"`
	// Source "change_log" reads the record store's change log instead of a model's
	// records (the operation log: actions per user).
	Source string `json:"source"`

	file string // the file it came from, for errors
}

// A Dim is a dimension a report groups by: its label, the model its keys are records of
// ("" for option codes, booleans and date buckets), and its path on the template's model.
type Dim struct {
	Name  string     `json:"name"`
	Label meta.Label `json:"label"`
	Model string     `json:"model"`
	Path  string     `json:"path"`
	// Grain is set on date dims: "datetype" groups by the request's datetype, or a fixed
	// "day", "week", "month", "quarter", "year".
	Grain string `json:"grain"`
	// TargetPath is the dim's path on the targets model ("user", "user__team").
	TargetPath string `json:"target_path"`
}

// A Column is one figure per row.
type Column struct {
	Key    string     `json:"key"`
	Label  meta.Label `json:"label"`
	Format string     `json:"format"` // number, money, percent, days
	// Model, Date and Filter default to the template's.
	Model  string `json:"model"`
	Date   string `json:"date"`
	Filter string `json:"filter"`
	// Op, Field and Field2 are the measure (engine.Measure): count, sum, count_distinct,
	// median_days (Field → Field2).
	Op     string `json:"op"`
	Field  string `json:"field"`
	Field2 string `json:"field2"`
	// Paths maps a dim to its path on this column's model, where it is not the dim's Path.
	Paths map[string]string `json:"paths"`
	// GQLPath is the foreign key from this column's model to the template's GQLModel ("" =
	// the model itself).
	GQLPath string `json:"gql_path"`
	// Ratio makes a percent column: 100 × Ratio[0] / Ratio[1], two earlier columns' keys.
	Ratio []string `json:"ratio"`
	// Target names the targets model's field holding this column's monthly target.
	Target string `json:"target"`
	// Action is a change-log action this column counts (Source change_log).
	Action string `json:"action"`
}

var (
	viewNames   = []string{"table", "bar", "trend", "pie", "stack"}
	formatNames = []string{"number", "money", "percent", "days"}
	opNames     = []string{"count", "sum", "count_distinct", "median_days"}
	grainNames  = []string{"datetype", "day", "week", "month", "quarter", "year"}
)

// ModelOf answers the model column c counts.
func (t *Template) ModelOf(c *Column) string { return firstOf(c.Model, t.Model) }

// DateOf answers the date field the range applies to on column c.
func (t *Template) DateOf(c *Column) string { return firstOf(c.Date, t.Date) }

// PathOf answers dim d's path on column c's model.
func (t *Template) PathOf(c *Column, d *Dim) string {
	if p, ok := c.Paths[d.Name]; ok {
		return p
	}
	if d.Grain != "" && d.Path == "" {
		return t.DateOf(c) // a trend groups each column by its own date field
	}
	return d.Path
}

// Dim answers the dim named name, or nil.
func (t *Template) Dim(name string) *Dim {
	for i := range t.Dims {
		if t.Dims[i].Name == name {
			return &t.Dims[i]
		}
	}
	return nil
}

// Column answers the column keyed key, or nil.
func (t *Template) Column(key string) *Column {
	for i := range t.Columns {
		if t.Columns[i].Key == key {
			return &t.Columns[i]
		}
	}
	return nil
}

// Computed reports whether c is worked out from other columns rather than counted.
func (c *Column) Computed() bool { return len(c.Ratio) > 0 }

func firstOf(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

// loadTemplates reads and checks every template of dir; an error names the file, the
// template and what is wrong, so a bad file stops the module from starting.
func loadTemplates(fsys fs.FS, dir string) (map[string]*Template, []string, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, nil, err
	}
	out := map[string]*Template{}
	var order []string
	for _, en := range entries {
		if en.IsDir() || !strings.HasSuffix(en.Name(), ".json") {
			continue
		}
		file := path.Join(dir, en.Name())
		raw, err := fs.ReadFile(fsys, file)
		if err != nil {
			return nil, nil, err
		}
		t, err := parseTemplate(file, raw)
		if err != nil {
			return nil, nil, err
		}
		if prev, dup := out[t.Name]; dup {
			return nil, nil, fmt.Errorf("%s: report %q is already defined in %s", file, t.Name, prev.file)
		}
		out[t.Name] = t
		order = append(order, t.Name)
	}
	sort.SliceStable(order, func(i, j int) bool { return out[order[i]].order() < out[order[j]].order() })
	return out, order, nil
}

// order sorts the list by category as categoryNames lists them.
func (t *Template) order() int {
	for i, c := range categoryNames {
		if c == t.Category {
			return i
		}
	}
	return len(categoryNames)
}

// parseTemplate decodes one file strictly (an unknown key is an error) and checks it.
func parseTemplate(file string, raw []byte) (*Template, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var t Template
	if err := dec.Decode(&t); err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	t.file = file
	if err := t.check(); err != nil {
		return nil, fmt.Errorf("%s: report %q: %v", file, t.Name, err)
	}
	return &t, nil
}

// check holds a template to its format, apart from the models' fields (checkFields).
func (t *Template) check() error {
	if !identifier(t.Name) {
		return fmt.Errorf("name: a lower-case identifier is required")
	}
	if err := needLabel("label", t.Label); err != nil {
		return err
	}
	if !contains(categoryNames, t.Category) {
		return fmt.Errorf("category: %q is not one of %s", t.Category, strings.Join(categoryNames, ", "))
	}
	if len(t.Views) == 0 {
		return fmt.Errorf("views: name at least one of %s", strings.Join(viewNames, ", "))
	}
	for _, v := range t.Views {
		if !contains(viewNames, v) {
			return fmt.Errorf("views: %q is not one of %s", v, strings.Join(viewNames, ", "))
		}
		if v == "trend" && t.NoRange {
			return fmt.Errorf("views: a report without a date range has no trend")
		}
	}
	if t.DateRange != "" && !contains(rangeNames, t.DateRange) {
		return fmt.Errorf("daterange: %q is not one of %s", t.DateRange, strings.Join(rangeNames, ", "))
	}
	if t.Access != "" && t.Access != accessUserActivities {
		return fmt.Errorf("access: only %q is known", accessUserActivities)
	}
	if t.Source != "" && t.Source != sourceChangeLog {
		return fmt.Errorf("source: only %q is known", sourceChangeLog)
	}
	if len(t.Dims) == 0 {
		return fmt.Errorf("dims: a report groups by at least one dimension")
	}
	for i, d := range t.Dims {
		if !identifier(d.Name) {
			return fmt.Errorf("dims[%d].name: a lower-case identifier is required", i)
		}
		if err := needLabel(fmt.Sprintf("dims[%d].label", i), d.Label); err != nil {
			return err
		}
		if d.Grain != "" && !contains(grainNames, d.Grain) {
			return fmt.Errorf("dims[%d].grain: %q is not one of %s", i, d.Grain, strings.Join(grainNames, ", "))
		}
		if t.Dim(d.Name) != &t.Dims[i] {
			return fmt.Errorf("dims[%d].name: %q is named twice", i, d.Name)
		}
	}
	if len(t.X) == 0 {
		return fmt.Errorf("x: name the dims the x axis allows (the first is the default)")
	}
	for axis, names := range map[string][]string{"x": t.X, "y": t.Y, "z": t.Z, "basic": t.Basic} {
		for _, n := range names {
			if t.Dim(n) == nil {
				return fmt.Errorf("%s: %q is not one of the dims", axis, n)
			}
		}
	}
	if len(t.Columns) == 0 {
		return fmt.Errorf("columns: a report has at least one column")
	}
	for i := range t.Columns {
		if err := t.checkColumn(i); err != nil {
			return err
		}
	}
	return nil
}

func (t *Template) checkColumn(i int) error {
	c := &t.Columns[i]
	at := fmt.Sprintf("columns[%d]", i)
	if !identifier(c.Key) {
		return fmt.Errorf("%s.key: a lower-case identifier is required", at)
	}
	if t.Column(c.Key) != c {
		return fmt.Errorf("%s.key: %q is used twice", at, c.Key)
	}
	if err := needLabel(at+".label", c.Label); err != nil {
		return err
	}
	if !contains(formatNames, c.Format) {
		return fmt.Errorf("%s.format: %q is not one of %s", at, c.Format, strings.Join(formatNames, ", "))
	}
	if c.Computed() {
		if len(c.Ratio) != 2 || c.Format != "percent" {
			return fmt.Errorf("%s.ratio: a percent column names two earlier columns", at)
		}
		for _, k := range c.Ratio {
			if o := t.Column(k); o == nil || o == c || o.Computed() || indexOf(t, o) > i {
				return fmt.Errorf("%s.ratio: %q is not an earlier counted column", at, k)
			}
		}
		return nil
	}
	if t.Source == sourceChangeLog {
		if c.Action == "" {
			return fmt.Errorf("%s.action: a change-log column names the action it counts", at)
		}
		return nil
	}
	if !contains(opNames, c.Op) {
		return fmt.Errorf("%s.op: %q is not one of %s", at, c.Op, strings.Join(opNames, ", "))
	}
	if (c.Op == "sum" || c.Op == "count_distinct" || c.Op == "median_days") && c.Field == "" {
		return fmt.Errorf("%s.field: %s needs a field", at, c.Op)
	}
	if c.Op == "median_days" && (c.Field2 == "" || c.Format != "days") {
		return fmt.Errorf("%s: median_days needs field2 and the format days", at)
	}
	if t.ModelOf(c) == "" {
		return fmt.Errorf("%s.model: name the model this column counts (the report has none)", at)
	}
	if !t.NoRange && t.DateOf(c) == "" {
		return fmt.Errorf("%s.date: name the date field the range applies to", at)
	}
	if c.Target != "" && t.Targets == "" {
		return fmt.Errorf("%s.target: the report names no targets model", at)
	}
	for name := range c.Paths {
		if t.Dim(name) == nil {
			return fmt.Errorf("%s.paths: %q is not one of the dims", at, name)
		}
	}
	return nil
}

// checkFields checks the template against the models in force: every model, date field
// and dim path exists. It runs at start and whenever the registry answers a report, so a
// field removed in the studio shows as a clear error, not as a wrong number.
func (t *Template) checkFields(reg *meta.Registry) error {
	if t.Source == sourceChangeLog {
		return nil
	}
	model := func(name string) (*meta.Model, error) {
		if m := reg.Model(name); m != nil {
			return m, nil
		}
		return nil, fmt.Errorf("report %q: model %q is not defined", t.Name, name)
	}
	for i := range t.Columns {
		c := &t.Columns[i]
		if c.Computed() {
			continue
		}
		m, err := model(t.ModelOf(c))
		if err != nil {
			return err
		}
		fields := []string{c.Field, c.Field2, t.DateOf(c), c.GQLPath}
		for _, d := range t.Dims {
			if d.Grain == "" {
				fields = append(fields, t.PathOf(c, &d))
			}
		}
		for _, f := range fields {
			if f == "" {
				continue
			}
			head, _, _ := strings.Cut(f, "__")
			if m.Field(head) == nil {
				return fmt.Errorf("report %q, column %q: %s has no field %q", t.Name, c.Key, m.Name, head)
			}
		}
	}
	if t.Targets != "" {
		m, err := model(t.Targets)
		if err != nil {
			return err
		}
		for _, c := range t.Columns {
			if c.Target != "" && m.Field(c.Target) == nil {
				return fmt.Errorf("report %q, column %q: %s has no field %q", t.Name, c.Key, m.Name, c.Target)
			}
		}
	}
	if t.GQLModel != "" {
		if _, err := model(t.GQLModel); err != nil {
			return err
		}
	}
	return nil
}

func indexOf(t *Template, c *Column) int {
	for i := range t.Columns {
		if &t.Columns[i] == c {
			return i
		}
	}
	return -1
}

func needLabel(at string, l meta.Label) error {
	for _, lang := range meta.Languages {
		if strings.TrimSpace(l[lang]) == "" {
			return fmt.Errorf("%s: a text in %s is required (en, zh_CN and zh_TW)", at, lang)
		}
	}
	return nil
}

func identifier(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i, r := range s {
		if !(r >= 'a' && r <= 'z' || r == '_' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
