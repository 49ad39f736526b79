package meta

// NameCopy names the fields of a record that keep a copy of another record's display name,
// taken when the record was written: the other record's model and id, and the copied name.
// An approval flow keeps the name of the record under approval (model, record_id,
// record_name), so its list reads without a look-up per row. A reader sees such a copy only
// as they would see that record's name now (engine/names_mask.go).
type NameCopy struct {
	Model, ID, Name string
}

// NameCopy answers where m keeps a copied name, or nil. The approval flow's fields are the
// engine's contract, checked on load (approvalFlowFields).
func (m *Model) NameCopy() *NameCopy {
	if m.ApprovalFlow {
		return &NameCopy{Model: "model", ID: "record_id", Name: "record_name"}
	}
	return nil
}
