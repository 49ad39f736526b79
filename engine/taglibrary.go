package engine

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// The tag library: shared tags, sorted into groups, that tags fields suggest from. Which
// models and fields hold it is metadata (meta.TagLibrary, the model with "tag_library"),
// so nothing here names them. Listing one group's tags is the generic list
// (GET /rest/{library}/list?{group field}={id}&unlimited=1).

// MaxTagsPerAdd bounds one POST of tags: a popover's worth, and one read of the existing ones.
const MaxTagsPerAdd = MaxPageSize

// TagGroup is one group as GET /rest/{group model}/get_type answers it.
type TagGroup struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Count      int64  `json:"count"`
	Permission string `json:"permission"`
}

// TagsAdded answers which tags an add created and which the group already had.
type TagsAdded struct {
	Added    []TagRef `json:"added"`
	Existing []string `json:"existing"`
}

// TagRef is a created library entry.
type TagRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// tagLibrary answers the library model and its group model, or a 404 when the metadata
// declares none.
func (e *Engine) tagLibrary() (lib, group *meta.Model, err error) {
	lib = e.Reg().TagLibraryModel()
	if lib == nil {
		return nil, nil, notFound("no_tag_library", "No model holds a tag library.")
	}
	return lib, e.Reg().TagGroupModel(lib), nil
}

// TagLibraryModels answers the names of the library and group models ("" when none), for
// the route table and the field metadata the screens read.
func (e *Engine) TagLibraryModels() (lib, group string) {
	l, g, err := e.tagLibrary()
	if err != nil {
		return "", ""
	}
	return l.Name, g.Name
}

// TagGroups lists the groups in their model's ordering, each with its number of tags.
func (e *Engine) TagGroups(ctx context.Context, p Principal) ([]TagGroup, error) {
	lib, gm, err := e.tagLibrary()
	if err != nil {
		return nil, err
	}
	if err := e.Access.Allow(ctx, p, lib, ActView); err != nil {
		return nil, err
	}
	res, err := e.List(ctx, p, gm.Name, ListParams{PaginateBy: MaxPageSize})
	if err != nil {
		return nil, err
	}
	counts, err := e.tagCounts(ctx, p, lib, len(res.List))
	if err != nil {
		return nil, err
	}
	out := make([]TagGroup, 0, len(res.List))
	for _, it := range res.List {
		id := toInt64(it["id"])
		name, _ := it["__name__"].(string) // the group's display name, from its name_template
		perm, _ := it[lib.TagLibrary.Permission].(string)
		out = append(out, TagGroup{ID: id, Name: name, Count: counts[id], Permission: perm})
	}
	return out, nil
}

// tagCounts counts the library's tags per group in one grouped read (the facet statement),
// in the user's scope.
func (e *Engine) tagCounts(ctx context.Context, p Principal, lib *meta.Model, groups int) (map[int64]int64, error) {
	f := lib.Field(lib.TagLibrary.Group)
	query, args, err := e.compiler(ctx, p).Facet(gql.Query{Model: lib}, f, groups+1)
	if err != nil {
		return nil, err
	}
	rows, err := e.Store.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]int64{}
	for rows.Next() {
		var key any
		var n int64
		if err := rows.Scan(&key, &n); err != nil {
			return nil, err
		}
		if id, ok := facetKey(f, key).(int64); ok {
			out[id] = n
		}
	}
	return out, rows.Err()
}

// CheckTagGroupWritable refuses adding to a group whose permission is view-only, unless the
// user is an admin: the popover hides Edit on such groups, and the server holds the line.
func (e *Engine) CheckTagGroupWritable(ctx context.Context, p Principal, groupID int64) error {
	lib, gm, err := e.tagLibrary()
	if err != nil {
		return err
	}
	g, err := e.Get(ctx, p, gm.Name, groupID, nil)
	if err != nil {
		return err
	}
	if perm, _ := g[lib.TagLibrary.Permission].(string); perm == meta.TagGroupViewOnly && !p.IsAdmin {
		name, _ := g["__name__"].(string)
		return (&Error{Status: http.StatusForbidden, Key: "tag_group_view_only",
			Msg: fmt.Sprintf("The tag group %s is view only: only administrators add tags to it.", name)}).with(map[string]any{"Group": name})
	}
	return nil
}

// AddTags adds to a group the tags it does not have yet, all in one transaction: names are
// trimmed (inner spaces kept), blanks and repeats are skipped, and a name the library's name
// field refuses (too long) refuses the whole call, naming the field and the tag.
func (e *Engine) AddTags(ctx context.Context, p Principal, groupID int64, names []string) (*TagsAdded, error) {
	lib, _, err := e.tagLibrary()
	if err != nil {
		return nil, err
	}
	if err := e.Access.Allow(ctx, p, lib, ActAdd); err != nil {
		return nil, err
	}
	if len(names) > MaxTagsPerAdd {
		return nil, badRequest("tags_too_many", "tags: at most %d tags per call", MaxTagsPerAdd).with(map[string]any{"Max": MaxTagsPerAdd})
	}
	nameField, groupField := lib.Field(lib.TagLibrary.Name), lib.Field(lib.TagLibrary.Group)
	env := e.env(ctx, p)
	var clean []string
	seen := map[string]bool{}
	var errs fieldErrors
	for _, raw := range names {
		v, err := nameField.Kind().Normalize(nameField, raw, env)
		if err != nil {
			var ve *meta.ValueError
			if errors.As(err, &ve) && ve.Rule == "max_length" {
				errs.add(nameField, "tag_max_length", fmt.Sprintf("%q %s", raw, ve.Msg), map[string]any{"Tag": raw, "Max": ve.Args["Max"]})
			} else {
				errs.addValue(nameField, err)
			}
			continue
		}
		if s, _ := v.(string); s != "" && !seen[s] {
			seen[s] = true
			clean = append(clean, s)
		}
	}
	if err := errs.err(); err != nil {
		return nil, err
	}
	if len(clean) == 0 {
		return nil, badRequest("tags_empty", "tags: give at least one tag name")
	}
	if err := e.CheckTagGroupWritable(ctx, p, groupID); err != nil {
		return nil, err
	}
	existing, err := e.existingTags(ctx, p, lib, groupID, clean)
	if err != nil {
		return nil, err
	}
	out := &TagsAdded{Added: []TagRef{}, Existing: []string{}}
	err = e.Store.Tx(ctx, func(tx *store.Tx) error {
		for _, name := range clean {
			if existing[name] {
				out.Existing = append(out.Existing, name)
				continue
			}
			// The model's duplicates rule still runs inside createIn: a tag added by someone
			// else meanwhile refuses the call (409) rather than doubling the entry.
			in := &input{set: map[string]any{nameField.Name: name, groupField.Name: groupID}}
			res, err := e.createIn(ctx, tx, p, lib, in)
			if err != nil {
				return err
			}
			out.Added = append(out.Added, TagRef{ID: res.ID, Name: name})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	e.written(p.TenantID, lib)
	return out, nil
}

// existingTags answers which of names the group already holds, in one read through the
// name field's index.
func (e *Engine) existingTags(ctx context.Context, p Principal, lib *meta.Model, groupID int64, names []string) (map[string]bool, error) {
	enc := make([]string, len(names))
	for i, n := range names {
		enc[i] = url.QueryEscape(n)
	}
	filter := fmt.Sprintf("%s=%d&%s__s=%s", lib.TagLibrary.Group, groupID, lib.TagLibrary.Name, strings.Join(enc, ","))
	res, err := e.List(ctx, p, lib.Name, ListParams{GQL: filter, PaginateBy: MaxPageSize})
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, it := range res.List {
		if s, ok := it[lib.TagLibrary.Name].(string); ok {
			out[s] = true
		}
	}
	return out, nil
}
