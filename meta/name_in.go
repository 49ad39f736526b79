package meta

// NameFieldIn answers the field holding a record's name in lang (model "name_in"), or nil
// where the model names its records one way in every language.
func (m *Model) NameFieldIn(lang string) *Field {
	if n := m.NameIn[lang]; n != "" {
		return m.Field(n)
	}
	return nil
}

// NameInLang answers a record's name in lang from its values: the language's own name field
// when it holds a text, else name (the template's).
func (m *Model) NameInLang(lang string, values map[string]any, name string) string {
	if f := m.NameFieldIn(lang); f != nil {
		if s, _ := values[f.Name].(string); s != "" {
			return s
		}
	}
	return name
}
