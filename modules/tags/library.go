package tags

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// Listing one group's tags is the generic list (GET /rest/{library}/list?{group field}={id}&unlimited=1);
// what this file adds is the groups with their counts and adding tags in one go.

// MaxPerAdd bounds one POST of tags: a popover's worth, and one read of the existing ones.
const MaxPerAdd = engine.MaxPageSize

// Group is one group as GET /rest/{group model}/get_type answers it.
type Group struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Count      int64  `json:"count"`
	Permission string `json:"permission"`
}

// Added answers which tags an add created and which the group already had.
type Added struct {
	Added    []Ref    `json:"added"`
	Existing []string `json:"existing"`
}

// Ref is a created library entry.
type Ref struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// Groups lists the groups in their model's ordering, each with its number of tags.
func (mod *Module) Groups(ctx context.Context, p engine.Principal) ([]Group, error) {
	lib, gm, err := mod.library()
	if err != nil {
		return nil, err
	}
	if err := mod.Engine().Access.Allow(ctx, p, lib, engine.ActView); err != nil {
		return nil, err
	}
	res, err := mod.Engine().List(ctx, p, gm.Name, engine.ListParams{PaginateBy: engine.MaxPageSize})
	if err != nil {
		return nil, err
	}
	// The library's tags per group in one grouped read, in the user's scope.
	counts, err := mod.Engine().CountBy(ctx, p, lib, lib.Field(LibraryOf(lib).Group), len(res.List)+1)
	if err != nil {
		return nil, err
	}
	out := make([]Group, 0, len(res.List))
	for _, it := range res.List {
		id, _ := meta.AsInt(it["id"])
		name, _ := it["__name__"].(string) // the group's display name, from its name_template
		perm, _ := it[LibraryOf(lib).Permission].(string)
		out = append(out, Group{ID: id, Name: name, Count: counts[id], Permission: perm})
	}
	return out, nil
}

// CheckGroupWritable refuses adding to a group whose permission is view-only, unless the
// user is an admin: the popover hides Edit on such groups, and the server holds the line.
func (mod *Module) CheckGroupWritable(ctx context.Context, p engine.Principal, groupID int64) error {
	lib, gm, err := mod.library()
	if err != nil {
		return err
	}
	g, err := mod.Engine().Get(ctx, p, gm.Name, groupID, nil)
	if err != nil {
		return err
	}
	if perm, _ := g[LibraryOf(lib).Permission].(string); perm == GroupViewOnly && !p.IsAdmin {
		name, _ := g["__name__"].(string)
		return engine.Forbidden("tag_group_view_only", "The tag group %s is view only: only administrators add tags to it.", name).With(map[string]any{"Group": name})
	}
	return nil
}

// Add adds to a group the tags it does not have yet, all in one transaction: names are
// trimmed (inner spaces kept), blanks and repeats are skipped, and a name the library's name
// field refuses (too long) refuses the whole call, naming the field and the tag.
func (mod *Module) Add(ctx context.Context, p engine.Principal, groupID int64, names []string) (*Added, error) {
	lib, _, err := mod.library()
	if err != nil {
		return nil, err
	}
	if err := mod.Engine().Access.Allow(ctx, p, lib, engine.ActAdd); err != nil {
		return nil, err
	}
	if len(names) > MaxPerAdd {
		return nil, engine.BadRequest("tags_too_many", "tags: at most %d tags per call", MaxPerAdd).With(map[string]any{"Max": MaxPerAdd})
	}
	nameField, groupField := lib.Field(LibraryOf(lib).Name), lib.Field(LibraryOf(lib).Group)
	env := mod.Engine().Env(ctx, p)
	var clean []string
	seen := map[string]bool{}
	var errs engine.FieldErrors
	for _, raw := range names {
		v, err := nameField.Kind().Normalize(nameField, raw, env)
		if err != nil {
			var ve *meta.ValueError
			if errors.As(err, &ve) && ve.Rule == "max_length" {
				errs.Add(nameField, "tag_max_length", fmt.Sprintf("%q %s", raw, ve.Msg), map[string]any{"Tag": raw, "Max": ve.Args["Max"]})
			} else {
				errs.AddValue(nameField, err)
			}
			continue
		}
		if name, _ := v.(string); name != "" && !seen[name] {
			seen[name] = true
			clean = append(clean, name)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	if len(clean) == 0 {
		return nil, engine.BadRequest("tags_empty", "tags: give at least one tag name")
	}
	if err := mod.CheckGroupWritable(ctx, p, groupID); err != nil {
		return nil, err
	}
	existing, err := mod.existing(ctx, p, lib, groupID, clean)
	if err != nil {
		return nil, err
	}
	out := &Added{Added: []Ref{}, Existing: []string{}}
	err = mod.Engine().Store.Tx(ctx, func(tx *store.Tx) error {
		for _, name := range clean {
			if existing[name] {
				out.Existing = append(out.Existing, name)
				continue
			}
			// The model's duplicates rule still runs inside the create: a tag added by
			// someone else meanwhile refuses the call (409) rather than doubling the entry.
			id, err := mod.Engine().CreateInTx(ctx, tx, p, lib, map[string]any{nameField.Name: name, groupField.Name: groupID})
			if err != nil {
				return err
			}
			out.Added = append(out.Added, Ref{ID: id, Name: name})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	mod.Engine().Written(p.TenantID, lib)
	return out, nil
}

// existing answers which of names the group already holds, in one read through the name
// field's index.
func (mod *Module) existing(ctx context.Context, p engine.Principal, lib *meta.Model, groupID int64, names []string) (map[string]bool, error) {
	enc := make([]string, len(names))
	for i, n := range names {
		enc[i] = url.QueryEscape(n)
	}
	filter := fmt.Sprintf("%s=%d&%s__s=%s", LibraryOf(lib).Group, groupID, LibraryOf(lib).Name, strings.Join(enc, ","))
	res, err := mod.Engine().List(ctx, p, lib.Name, engine.ListParams{GQL: filter, PaginateBy: engine.MaxPageSize})
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, it := range res.List {
		if name, ok := it[LibraryOf(lib).Name].(string); ok {
			out[name] = true
		}
	}
	return out, nil
}
