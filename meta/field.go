package meta

import "encoding/json"

// Field is one field of a model. Which keys matter depends on Type; the type's unit
// (types_*.go) checks its own keys when the model loads.
type Field struct {
	Name  string `json:"name"`
	Type  string `json:"type"`
	Label Label  `json:"label"`
	Help  Label  `json:"help,omitempty"`
	// Aliases are the other names people give the field in a spreadsheet's header, per
	// language ("姓名", "手机号", "E-mail"): an import maps such a column to the field.
	Aliases map[string][]string `json:"aliases,omitempty"`
	Group   string              `json:"group,omitempty"`

	Required bool `json:"required,omitempty"`
	// Editable false makes the field read-only through the API (system-maintained values).
	Editable *bool `json:"editable,omitempty"`
	// Prefill is what a new record's field starts from when the writer leaves it empty: an
	// expr-lang expression over the record's other fields, where a link's fields read as
	// link.field ("joborder.client", "offerSalary * joborder.feeRate / 100",
	// "addMonths(onboardDate, probationMonths)"). Forms evaluate it live; the server applies
	// it on create (prefill.go).
	Prefill string `json:"prefill,omitempty"`
	// DefaultValue applies on create when the field is absent: a literal, or one of
	// {{user.id}}, {{now}}, {{today}}.
	DefaultValue any `json:"default_value,omitempty"`

	Indexed    bool `json:"indexed,omitempty"`
	Searchable bool `json:"searchable,omitempty"`
	FacetAble  bool `json:"facet_able,omitempty"`
	// NotMassEditable keeps a field out of mass edit (values that must differ per record,
	// such as addresses).
	NotMassEditable bool `json:"notmasseditable,omitempty"`
	// ListHidden keeps a heavy field (resume text) out of list answers; detail still has it.
	ListHidden bool `json:"list_hidden,omitempty"`
	// Hidden keeps the field off every screen while its data stays: how an admin retires a
	// shipped field, which cannot be removed.
	Hidden bool `json:"hidden,omitempty"`
	// Custom marks a field an admin added at run time: it can be edited and removed.
	Custom bool `json:"custom,omitempty"`
	// Contact marks contact details (phones, e-mails) that a tenant may hide until revealed.
	Contact bool `json:"contact,omitempty"`
	// HoldsContacts marks a text or files that hold contact details among the rest (a CV's
	// text, CV files): while a tenant hides contacts, the text reads with its e-mails and
	// phone numbers masked and a file is read as a reveal (conceal.go).
	HoldsContacts bool `json:"holds_contacts,omitempty"`
	// ListTotal marks a number (a fee, an amount) whose sum over the list's filter shows
	// under its column, so a finance list answers "how much" without an export.
	ListTotal bool `json:"list_total,omitempty"`
	// FilterOf names the field holding a model name: this field then holds a gql filter over
	// that model, checked on every write.
	FilterOf string `json:"filter_of,omitempty"`

	// char, multiline, richtext, originaltext
	MaxLength int    `json:"max_length,omitempty"`
	Format    string `json:"format,omitempty"` // char: email, phone, url, model (a model's name)
	// integer, double, number-range, rate
	Min *float64 `json:"min,omitempty"`
	Max *float64 `json:"max,omitempty"`
	// choice types: a shared option list, or options of this field alone
	OptionKey string   `json:"option_key,omitempty"`
	Options   []Option `json:"options,omitempty"`
	// foreignkey, comtree, reverse_foreignkey
	To       string `json:"to,omitempty"`
	Via      string `json:"via,omitempty"` // reverse_foreignkey: the link field on the child model
	Multiple bool   `json:"multiple,omitempty"`
	// reverse_foreignkey: the child records are edited inside this record's form as
	// repeatable sub-forms, and written with it in one transaction.
	Collection *Collection `json:"collection,omitempty"`
	// LinkRule: foreignkey only, checked when the link is written.
	LinkRule *LinkRule `json:"link_rule,omitempty"`
	// Decimals: double only, the places a value is rounded to on write.
	Decimals *int `json:"decimals,omitempty"`
	// rollupfield
	Rollup *Rollup `json:"rollup,omitempty"`
	// expressions: an expr-lang expression over the record's other fields
	Expression string `json:"expression,omitempty"`
	ResultType string `json:"result_type,omitempty"`

	Ext map[string]any `json:"ext,omitempty"`
	// Extensions are the keys of the definition that modules own, kept raw (extension.go).
	Extensions map[string]json.RawMessage `json:"-"`

	// Filled by the loader.
	Implicit bool   `json:"-"` // a reverse relation the loader derived from another model's link
	Model    string `json:"-"`
	System   bool   `json:"-"`
	Column   string `json:"-"` // typed column of a system field
	kind     FieldType
	program  any            // compiled expression of an expressions field
	prefill  any            // compiled Prefill
	ext      map[string]any // Extensions as their modules decoded them
}

// Collection says which fields of the child model each sub-form edits, and how many
// children one record may have.
type Collection struct {
	Fields []string `json:"fields"`
	Max    int      `json:"max,omitempty"` // default DefaultCollectionMax
	// Total requires the children's values of a number field to add up to a sum, as a
	// revenue split's percents add up to 100.
	Total *CollectionTotal `json:"total,omitempty"`
}

// CollectionTotal is the sum a collection's number field must add up to (to 0.01).
type CollectionTotal struct {
	Field  string  `json:"field"`
	Equals float64 `json:"equals"`
}

// LinkRule is a gql filter the record a foreignkey links to must match (a job that is not
// closed, a user who is an active hunter), and the message a link that does not is refused with.
type LinkRule struct {
	Filter  string `json:"filter"`
	Message Label  `json:"message"`
}

// DefaultCollectionMax bounds a collection without its own max: a sub-form list longer than
// this is a list screen's job.
const DefaultCollectionMax = 50

// MaxItems answers how many children the collection takes.
func (c *Collection) MaxItems() int {
	if c.Max > 0 {
		return c.Max
	}
	return DefaultCollectionMax
}

// Rollup aggregates a field of the records on a reverse relation.
type Rollup struct {
	Relation string `json:"relation"` // a reverse_foreignkey field of this model
	Function string `json:"function"` // count, sum, avg, min, max
	Field    string `json:"field,omitempty"`
	// Filter narrows the child records, in gql (e.g. "status=onboard").
	Filter string `json:"filter,omitempty"`
}

// Kind is the field's type unit.
func (f *Field) Kind() FieldType {
	if f.kind != nil {
		return f.kind
	}
	return types[f.Type]
}

// IsEditable reports whether clients may write the field.
func (f *Field) IsEditable() bool {
	if f.System || f.Kind().Storage(f) == StoreVirtual || f.Type == "expressions" {
		return false
	}
	return f.Editable == nil || *f.Editable
}

// IsRelation reports whether the field points at records of another model.
func (f *Field) IsRelation() bool {
	switch f.Type {
	case "foreignkey", "comtree", "reverse_foreignkey":
		return true
	}
	return false
}

// OptionList is the key of the option list a choice field draws from.
func (f *Field) OptionList() string {
	if f.OptionKey != "" {
		return f.OptionKey
	}
	if len(f.Options) > 0 {
		return f.Model + "." + f.Name
	}
	return ""
}

// Limit answers the field's max, or def when none is set.
func (f *Field) MaxOr(def float64) float64 {
	if f.Max != nil {
		return *f.Max
	}
	return def
}
