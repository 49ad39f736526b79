package engine

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"huntline/meta"
)

// input is a create or update request after its values were checked one by one.
type input struct {
	id        int64
	version   *int
	isDeleted *bool
	set       map[string]any // normalised values; nil clears the field
	// collections are the posted sub-form lists (reverse relations edited with the record).
	collections []*collectionInput
	// blind writes without the version the client read: a mass edit, which the user
	// confirmed for the records as they are now.
	blind bool
	// viaParent marks a child written by its parent's form (a collection): the parent takes
	// its new version itself, once.
	viaParent bool
	// anyState also updates a record in the recycle bin: a rewrite of every record holding
	// a value (UpdateAnyStateInTx) reaches those too, so recovering one never brings it back.
	anyState bool
	// vettedFiles are files another user uploaded that this write may attach all the same,
	// checked by the engine beforehand (the attachments of a template).
	vettedFiles []int64
	// chosen are the link fields whose values the client sent (readInput): each must link
	// to records the writer may read (link_access.go). Values the engine sets itself (links
	// a module copies, a sub-form's link to its parent, a call's caller) are not chosen.
	chosen map[string]bool
}

// readInput checks every key of a posted record. A key the client cannot write (system
// fields, __name__, computed fields, fields metadata keeps read-only) or that is not a field
// at all is refused, naming it, so no value is ever dropped unseen; callers that take a
// client's echo of what it read strip those keys first (withoutEchoes).
func (wr *writes) readInput(ctx context.Context, p Principal, m *meta.Model, raw map[string]any) (*input, error) {
	in := &input{set: map[string]any{}}
	var errs fieldErrors
	env := wr.e.env(ctx, p)
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := raw[k]
		if fe := badText(map[string]any{k: v}); fe != nil {
			errs = append(errs, *fe) // before anything reads it: no store can keep it
			continue
		}
		switch k {
		case "id":
			id, err := meta.AsInt(v)
			if err != nil || id < 0 {
				return nil, badRequest("bad_id", "id: %v is not a record id", v)
			}
			in.id = id
			continue
		case "version":
			if meta.IsEmpty(v) {
				continue
			}
			n, err := meta.AsInt(v)
			if err != nil || n < 1 {
				return nil, badRequest("bad_version", "version: %v is not a version number", v)
			}
			ver := int(n)
			in.version = &ver
			continue
		case "is_deleted":
			b, err := meta.AsBool(v)
			if err != nil {
				return nil, badRequest("bad_is_deleted", "is_deleted: %v is not true or false", v)
			}
			in.isDeleted = &b
			continue
		case "__name__":
			errs = append(errs, readOnly(k))
			continue
		}
		f := m.Field(k)
		if f == nil {
			errs = append(errs, FieldError{Field: k, Rule: "unknown", Msg: fmt.Sprintf("is not a field of %s", m.Name), Args: map[string]any{"Model": m.Name}})
			continue
		}
		if f.Collection != nil {
			col, cerrs := wr.e.collections.readCollection(ctx, p, f, v)
			errs = append(errs, cerrs...)
			in.collections = append(in.collections, col)
			continue
		}
		if !f.IsEditable() {
			errs = append(errs, readOnly(k))
			continue
		}
		if meta.IsEmpty(v) {
			in.set[k] = nil
			continue
		}
		nv, err := f.Kind().Normalize(f, v, env)
		if err != nil {
			errs.addValue(f, err)
			continue
		}
		in.set[k] = nv
	}
	in.chosen = chosenLinks(m, in.set)
	return in, errs.err()
}

// readOnly refuses a key no client can write.
func readOnly(key string) FieldError {
	return FieldError{Field: key, Rule: "read_only", Msg: "is read-only: leave it out or send back the value you read"}
}

func (fe *fieldErrors) addValue(f *meta.Field, err error) {
	var ve *meta.ValueError
	if errors.As(err, &ve) {
		fe.add(f, ve.Rule, ve.Msg, ve.Args)
		return
	}
	fe.add(f, "invalid", err.Error(), nil)
}

// defaultValue resolves a field's default_value for a new record.
func defaultValue(f *meta.Field, env meta.Env) (any, error) {
	v := templateValue(f.DefaultValue, env)
	if f.DefaultValue == "{{user.id}}" && f.Multiple && v != nil {
		return []int64{v.(int64)}, nil // a list of people starts with the signed-in one
	}
	if f.DefaultValue == "{{user.id}}" || v == nil {
		return v, nil
	}
	if f.Type == "checkbox" && meta.IsBoolean(f) {
		return f.Kind().Normalize(f, v, env)
	}
	if meta.IsEmpty(v) {
		return nil, nil
	}
	return f.Kind().Normalize(f, v, env)
}

// templateValue fills the templates a default value or an action's "set" may hold:
// {{user.id}} (nil without a user), {{now}}, {{today}}; other values are returned as they are.
func templateValue(v any, env meta.Env) any {
	s, ok := v.(string)
	if !ok {
		return v
	}
	switch s {
	case "{{user.id}}":
		if env.UserID == 0 {
			return nil
		}
		return env.UserID
	case "{{now}}":
		return env.Now.Format("2006-01-02T15:04:05Z07:00")
	case "{{today}}":
		return env.Now.Format(meta.DateLayout)
	}
	return v
}
