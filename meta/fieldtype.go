package meta

import (
	"fmt"
	"sort"
	"time"
)

// Storage says how a field's value lives in the record's JSON document. The store turns
// it into the one SQL expression used by indexes, filters, ordering and facets alike.
type Storage int

const (
	StoreText     Storage = iota // JSON string; orders as text (dates and datetimes too)
	StoreInt                     // JSON integer (also foreign keys)
	StoreFloat                   // JSON number
	StoreBool                    // JSON true/false
	StoreTextList                // JSON array of strings (multi-choice codes)
	StoreIntList                 // JSON array of integers (multi-valued tree references)
	StoreRange                   // {"min": number, "max": number}
	StoreVirtual                 // not stored: computed when read
)

// FacetKind says how a field is counted in facets.
type FacetKind int

const (
	FacetNone  FacetKind = iota
	FacetValue           // one bucket per distinct value (unnested for lists)
	FacetDate            // relative-date buckets: today, this week, this month ...
)

// Env is what normalisation and defaults may depend on besides the value.
type Env struct {
	Loc    *time.Location
	Now    time.Time
	UserID int64
}

// FieldType is one field type: everything about it lives in one types_*.go file and is
// registered in the types map below.
type FieldType interface {
	Name() string
	Storage(f *Field) Storage
	Facet() FacetKind
	// Check validates the field definition when metadata loads.
	Check(f *Field, m *Model, r *Registry) error
	// Normalize validates a written value and returns its stored form; nil clears the field.
	// Option codes and foreign ids are checked afterwards against the database.
	Normalize(f *Field, v any, env Env) (any, error)
	// Operators lists the gql operators the type accepts.
	Operators(f *Field) []string
}

var types = map[string]FieldType{}

func register(t FieldType) { types[t.Name()] = t }

// TypeNames lists every registered field type.
func TypeNames() []string {
	out := make([]string, 0, len(types))
	for n := range types {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// LookupType returns the registered type called name.
func LookupType(name string) (FieldType, bool) {
	t, ok := types[name]
	return t, ok
}

// ValueError is a refused value; the engine names the field around it.
type ValueError struct {
	Rule string // a stable key for the broken rule: required, max_length, min, format ...
	Msg  string // English text; the engine translates by Rule where a catalogue entry exists
	Args map[string]any
}

func (e *ValueError) Error() string { return e.Msg }

func bad(rule, format string, args ...any) *ValueError {
	return &ValueError{Rule: rule, Msg: fmt.Sprintf(format, args...)}
}

// Operator groups shared by several types.
var (
	opsEquality = []string{"eq", "exact", "ne", "s", "in", "ns", "isnull"}
	opsOrdered  = append(append([]string{}, opsEquality...), "gt", "gte", "lt", "lte", "range")
	opsText     = append(append([]string{}, opsOrdered...), "icontains", "contains", "iexact", "startswith", "istartswith", "endswith", "iendswith")
	opsDate     = append(append([]string{}, opsOrdered...), "day_range", "year", "month",
		"today", "yesterday", "this_week", "last_week", "this_month", "last_month",
		"this_quarter", "last_quarter", "this_year", "last_year")
	opsList  = []string{"eq", "s", "in", "ns", "all", "isnull"}
	opsLong  = []string{"icontains", "contains", "isnull"}
	opsRange = []string{"eq", "gt", "gte", "lt", "lte", "isnull"}
)

// RelativeDateOps are the value-less date operators.
var RelativeDateOps = map[string]bool{
	"today": true, "yesterday": true, "this_week": true, "last_week": true, "this_month": true,
	"last_month": true, "this_quarter": true, "last_quarter": true, "this_year": true, "last_year": true,
}

// base carries what most types share; a type embeds it and overrides the rest.
type base struct {
	name    string
	storage Storage
	facet   FacetKind
	ops     []string
}

func (b base) Name() string                          { return b.name }
func (b base) Storage(*Field) Storage                { return b.storage }
func (b base) Facet() FacetKind                      { return b.facet }
func (b base) Operators(*Field) []string             { return b.ops }
func (b base) Check(*Field, *Model, *Registry) error { return nil }
