package meta

// RequiredAny is a group of fields of which a record needs at least one: "at least one of"
// where no single field is required by itself (a candidate's Chinese or English name; a
// mobile or an e-mail). The engine checks it on every write that touches the group (an
// import's rows included) and the forms show it on each of the group's fields.
type RequiredAny struct {
	Fields []string `json:"fields"`
}

// RequiredAnyOf answers the groups the field belongs to.
func (m *Model) RequiredAnyOf(field string) []RequiredAny {
	var out []RequiredAny
	for _, g := range m.RequiredAny {
		for _, n := range g.Fields {
			if n == field {
				out = append(out, g)
				break
			}
		}
	}
	return out
}
