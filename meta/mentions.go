package meta

import "fmt"

// Mentions makes a text field mention users: '@name(id:{id})' in its text names user {id},
// '@all(id:0)' everyone Everyone selects. Mentioned users are told (a "mention"
// notification) and added to the Into field, a multiple foreignkey to users, when given:
//
//	"mentions": {"into": "noteuser_set", "everyone": "status=active"}
type Mentions struct {
	Into     string `json:"into,omitempty"`
	Everyone string `json:"everyone,omitempty"` // a gql filter over users
}

// MentionAll is the id of the '@all' mention.
const MentionAll = 0

func (r *Registry) checkMentions(m *Model) error {
	for _, f := range m.Fields {
		if f.Mentions == nil {
			continue
		}
		fail := func(format string, args ...any) error {
			return &LoadError{File: m.File, Model: m.Name, Field: f.Name, Key: "mentions", Problem: fmt.Sprintf(format, args...)}
		}
		if f.Type != "richtext" && f.Type != "multiline" && f.Type != "char" {
			return fail("mentions: only a text field can mention users")
		}
		if into := f.Mentions.Into; into != "" {
			if t := m.Field(into); t == nil || t.Type != "foreignkey" || !t.Multiple || t.To != UserModel {
				return fail("mentions.into: %q must name a multiple foreignkey of %s to %s", into, m.Name, UserModel)
			}
		}
	}
	return nil
}
