package meta

// Contact persons (GET /rest/{model}/get_contact): a model whose records are the contact
// persons of another model's records names, in "contacts_of", its foreignkey to that model:
//
//	clientcontact.json: "contacts_of": "client"
//
// Any model with exactly one single foreignkey to the target (joborder.client, invoice.client)
// then answers the contacts of its records' targets, and the target itself answers its own.
// This keeps the edit-flow form's contact pickers (spec 000 §2) free of model names.

// ContactSource is where the contacts of a model's records come from: the contact model, its
// foreignkey to the target, and the asking model's foreignkey to the target ("" when the
// asking model is the target).
type ContactSource struct {
	Contacts *Model
	Via      string
	Link     string
}

// ContactSourcesOf answers the contact models that records of m can reach: m is their
// target, or m has exactly one single foreignkey to it. More than one foreignkey to the
// target is ambiguous and not a source.
func (r *Registry) ContactSourcesOf(m *Model) []ContactSource {
	var out []ContactSource
	for _, cm := range r.Models() {
		if cm.ContactsOf == "" {
			continue
		}
		target := cm.Field(cm.ContactsOf).To
		if m.Name == target {
			out = append(out, ContactSource{Contacts: cm, Via: cm.ContactsOf})
			continue
		}
		var links []string
		for _, f := range m.Fields {
			if f.Type == "foreignkey" && f.To == target && !f.Multiple {
				links = append(links, f.Name)
			}
		}
		if len(links) == 1 {
			out = append(out, ContactSource{Contacts: cm, Via: cm.ContactsOf, Link: links[0]})
		}
	}
	return out
}

func checkContactsOf(m *Model) error {
	if m.ContactsOf == "" {
		return nil
	}
	if f := m.Field(m.ContactsOf); f == nil || f.Type != "foreignkey" || f.Multiple {
		return &LoadError{File: m.File, Model: m.Name, Field: m.ContactsOf, Problem: "contacts_of must name a single foreignkey of " + m.Name + " (to the model whose contacts its records are)"}
	}
	return nil
}
