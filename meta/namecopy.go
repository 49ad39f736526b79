package meta

// NameCopy names the fields of a record that keep a copy of another record's display name,
// taken when the record was written: the other record's model and id, and the copied name.
// A module's records may keep the name of the record they are about (model, record_id,
// record_name), so their list reads without a look-up per row. A reader sees such a copy only
// as they would see that record's name now (engine/names_mask.go).
type NameCopy struct {
	Model, ID, Name string
}

// NameCopy answers where m keeps a copied name, or nil. The module owning a key of m says so
// when it checks the key (SetNameCopy), having checked the fields.
func (m *Model) NameCopy() *NameCopy { return m.nameCopy }
