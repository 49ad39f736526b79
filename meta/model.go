package meta

import "encoding/json"

// Model is one record type, defined by a JSON file in meta/models/. The JSON Schema in
// meta/schema/model.schema.json is the authoritative description of this format.
type Model struct {
	Name  string `json:"name"`
	Label Label  `json:"label"`
	Icon  string `json:"icon,omitempty"`

	// NameTemplate renders a record's display name (__name__), e.g. "{{chineseName}} {{englishName}}".
	NameTemplate string `json:"name_template"`
	// NameIn names, per language, a text field holding the record's name in that language
	// ({"en": "name_en"}): a reader of that language sees it wherever the record is named
	// (links, facets, pickers, exports), and the template's name where it is empty.
	NameIn map[string]string `json:"name_in,omitempty"`
	// Tree makes the model a hierarchy: Parent names its self-referencing foreignkey field.
	Tree *Tree `json:"tree,omitempty"`

	Fields []*Field `json:"fields"`

	// Ordering is the default list ordering, e.g. "-dateAdded".
	Ordering string `json:"ordering,omitempty"`
	// Indexes are composite indexes beyond the per-field ones, each a list of field names,
	// "-" marking descending order, e.g. ["owner", "-dateAdded"].
	Indexes [][]string `json:"indexes,omitempty"`
	// Statistics lists groups of correlated fields the PostgreSQL planner should keep joint
	// statistics for (CREATE STATISTICS); without them it misjudges filters on both.
	Statistics [][]string `json:"statistics,omitempty"`
	// Duplicates are the rules that refuse a second record with the same values.
	Duplicates []DuplicateRule `json:"duplicates,omitempty"`
	// RequiredAny are the groups of fields of which a record needs at least one filled: what
	// identifies it when no single field must be (a name in Chinese or in English; a phone or
	// an e-mail to reach a candidate). See required_any.go.
	RequiredAny []RequiredAny `json:"required_any,omitempty"`
	// OwnerField names the foreignkey to user saying who holds a record; a refusal about a
	// record the user may not read (a duplicate outside their groups) names that user and
	// nothing more. Without it, the record's creator.
	OwnerField string `json:"owner_field,omitempty"`

	// Nav puts the model in the header (and optionally the add menu) from its own file, so a
	// partner's model needs no navigation file; an entry of navigation/*.json with the
	// model's name as key wins over it.
	Nav *ModelNav `json:"nav,omitempty"`

	QuickSearch bool `json:"quick_search,omitempty"`
	// Importable offers the spreadsheet import on the model's list; models whose records are
	// made by a flow (submissions, stages) leave it off.
	Importable    bool     `json:"importable,omitempty"`
	SuggestFields []string `json:"suggest_fields,omitempty"`
	Folderable    bool     `json:"folderable,omitempty"`
	Facetable     bool     `json:"facetable,omitempty"`
	// Sharable lets users share a record with people, a team, a title or everyone.
	Sharable bool `json:"sharable,omitempty"`

	// Access holds the default action access: action -> user types allowed ("*" every
	// signed-in user, [] admins only). An action not named is open to every signed-in user;
	// admins may do everything; admins of a tenant override it per action.
	Access map[string][]string `json:"access,omitempty"`
	// ExportFlag names the tenant setting that must be on to export this model.
	ExportFlag string `json:"export_flag,omitempty"`
	// Limited names the flag that limits a record to its members.
	Limited *Limited `json:"limited,omitempty"`
	// EditAccess narrows editing and deleting to an action of their own and to editors.
	EditAccess *EditAccess `json:"edit_access,omitempty"`
	// DataAccess marks the model of data access groups.
	DataAccess *DataAccess `json:"data_access,omitempty"`
	// ContactsOf marks the model of contact persons: it names the foreignkey to the record
	// (a company) whose contacts they are (see contacts_of.go).
	ContactsOf string `json:"contacts_of,omitempty"`

	Views      Views             `json:"views,omitempty"`
	Scenes     map[string]Views  `json:"scenes,omitempty"`
	Suffixes   []Suffix          `json:"suffixes,omitempty"`
	DetailTabs []DetailTab       `json:"detail_tabs,omitempty"`
	Actions    Actions           `json:"actions,omitempty"`
	Ext        map[string]any    `json:"ext,omitempty"`
	Hooks      map[string]string `json:"hooks,omitempty"`

	// Extensions are the keys of the definition that modules own, kept raw (extension.go).
	Extensions map[string]json.RawMessage `json:"-"`

	// Filled by the loader.
	File     string `json:"-"`
	byName   map[string]*Field
	tmpl     *nameTemplate
	ext      map[string]any // Extensions as their modules decoded them
	nameCopy *NameCopy
}

// Tree marks a hierarchical model.
type Tree struct {
	Parent string `json:"parent"`
}

// DuplicateRule refuses a write when another live record shares a value. With Together
// false, any value of any listed field matching any listed field of another record is a
// duplicate (email, email1 and email2 share one space); with Together true the listed fields
// form one compound key (candidate and joborder of a submission).
type DuplicateRule struct {
	Fields   []string `json:"fields"`
	Together bool     `json:"together,omitempty"`
	Label    Label    `json:"label,omitempty"`
}

// Field returns the field called name, or nil.
func (m *Model) Field(name string) *Field {
	if f, ok := systemByName[name]; ok {
		return f
	}
	return m.byName[name]
}

// DataFields lists the metadata-defined fields in file order (system fields excluded).
func (m *Model) DataFields() []*Field { return m.Fields }

// AllFields lists the system fields followed by the metadata-defined ones.
func (m *Model) AllFields() []*Field {
	out := make([]*Field, 0, len(SystemFields)+len(m.Fields))
	out = append(out, SystemFields...)
	return append(out, m.Fields...)
}

// FieldNames lists every field name a client may use, for error messages.
func (m *Model) FieldNames() []string {
	out := make([]string, 0, len(SystemFields)+len(m.Fields))
	for _, f := range m.AllFields() {
		out = append(out, f.Name)
	}
	return out
}

// SearchableFields are the fields keyword search reads.
func (m *Model) SearchableFields() []*Field {
	var out []*Field
	for _, f := range m.Fields {
		if f.Searchable {
			out = append(out, f)
		}
	}
	return out
}

// Facets lists the fields that can be faceted on.
func (m *Model) Facets() []*Field {
	var out []*Field
	for _, f := range m.AllFields() {
		if f.FacetAble && f.Kind().Facet() != FacetNone {
			out = append(out, f)
		}
	}
	return out
}

func (m *Model) index() {
	m.byName = make(map[string]*Field, len(m.Fields))
	for _, f := range m.Fields {
		m.byName[f.Name] = f
		f.Model = m.Name
	}
}

// ModelNav is a model's own header entry: its place among the links, and whether the add
// menu offers it.
type ModelNav struct {
	Order   int  `json:"order"`
	AddMenu bool `json:"add_menu,omitempty"`
	NavRules
}
