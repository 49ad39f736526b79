package activity

import (
	"context"
	"slices"
	"strconv"
	"time"

	"huntline/engine"
	"huntline/meta"
)

// FeedPageSize is the feed's page (spec 000 §9: paginate_by=100).
const FeedPageSize = 100

// Feed tabs the widget never shows (spec 000 §2); jobsubmission items are always dropped
// (spec 000 §4), folder and tag items only appear in the All tab.
var (
	feedHiddenTabs      = []string{"folderitem", "candidatetag", "jobsubmission"}
	feedDroppedExternal = []string{"jobsubmission"}
)

// FeedTagTab is the external type asking for the tag changes of field-change items.
const FeedTagTab = "candidatetag"

// FeedParams names a feed and a page of it: a record's (Model and ID) or, without them, the
// records the user follows.
type FeedParams struct {
	Model        string
	ID           int64
	ExternalType string // "" is the All tab
	Page         int
	PaginateBy   int
	// Demand lists, per external type, further relations to expand on the items' records
	// (the spec's "per-type patch field lists").
	Demand map[string][]string
}

// FeedTab is one tab of the feed widget: an external type, its label and item count.
type FeedTab struct {
	Key   string `json:"key"`
	Value int    `json:"value"`
	Label string `json:"label"`
}

// UserRef names a user in a feed or a log.
type UserRef struct {
	ID   int64  `json:"id"`
	Name string `json:"__name__"`
}

// FeedEntry is one cell of the feed.
type FeedEntry struct {
	ID            int64          `json:"id"`
	Type          string         `json:"type"`
	ExternalType  string         `json:"external_type"`
	ExternalModel string         `json:"external_model"`
	ExternalID    int64          `json:"external_id"`
	Model         string         `json:"model_name"`
	ModelID       int64          `json:"model_id"`
	DateAdded     time.Time      `json:"dateAdded"`
	AddedBy       *UserRef       `json:"addedBy"`
	Operations    []string       `json:"operations"`
	Target        engine.Item    `json:"target,omitempty"`
	Data          map[string]any `json:"data,omitempty"`
}

// FeedPage is a page of the feed.
type FeedPage struct {
	List    []FeedEntry `json:"list"`
	Current int         `json:"current"`
	Pages   int         `json:"pages"`
	Total   int         `json:"total"`
}

// feedQuery checks p may read the feed asked for and answers the store query for it.
func (mod *Module) feedQuery(ctx context.Context, p engine.Principal, fp FeedParams) (FeedQuery, error) {
	q := FeedQuery{TenantID: p.TenantID, User: p.UserID, ExcludeExternalTypes: feedDroppedExternal}
	if fp.Model == "" {
		return q, nil
	}
	if !HasFeed(mod.Engine().Reg(), fp.Model) {
		return q, engine.BadRequest("feed_model", "model_name: %s records have no activity feed", fp.Model).With(map[string]any{"Model": fp.Model})
	}
	if _, err := mod.Engine().Get(ctx, p, fp.Model, fp.ID, nil); err != nil {
		return q, err // not found, or not the user's to read
	}
	// A limited record p is outside of shows only its id: its feed is as closed as a
	// missing record's.
	if seen, err := mod.Engine().ReadableIDs(ctx, p, mod.Engine().Reg().Model(fp.Model), []int64{fp.ID}); err != nil {
		return q, err
	} else if !seen[fp.ID] {
		return q, engine.RecordNotFound(mod.Engine().Reg().Model(fp.Model), fp.ID)
	}
	q.Model, q.RecordID = fp.Model, fp.ID
	return q, nil
}

// updateTypes answers the item types of field-change groups, plain or with tag changes.
func (mod *Module) updateTypes(suffix string) []string {
	var out []string
	for _, m := range mod.Engine().Reg().Models() {
		if f := FeedOf(m); f != nil && f.Updates {
			out = append(out, m.Name+suffix)
		}
	}
	return out
}

// FeedTabs answers the feed's tabs after All (GET /rest/feedcontent/list/facet), in the
// spec's order, each with its item count; the field-change tab has no label text.
func (mod *Module) FeedTabs(ctx context.Context, p engine.Principal, fp FeedParams) ([]FeedTab, error) {
	q, err := mod.feedQuery(ctx, p, fp)
	if err != nil {
		return nil, err
	}
	counts, err := countFeedItems(ctx, mod.Engine().Store, q)
	if err != nil {
		return nil, err
	}
	out := []FeedTab{}
	for _, t := range FeedTypes(mod.Engine().Reg()) {
		if slices.Contains(feedHiddenTabs, t) {
			continue
		}
		tab := FeedTab{Key: t, Value: counts[t]}
		if m := FeedModel(mod.Engine().Reg(), t); m != nil {
			tab.Label = m.Label.In(p.Lang)
		}
		out = append(out, tab)
	}
	return out, nil
}

// Feed answers a page of the feed (POST /rest/feedcontent/list), newest first, after the
// spec's pre-processing (000 §4): in All, field-change groups show only when they changed
// tags (as {model}_tag); the candidatetag tab shows only those; jobsubmission items never.
// Items whose record p may not read are left out.
func (mod *Module) Feed(ctx context.Context, p engine.Principal, fp FeedParams) (*FeedPage, error) {
	q, err := mod.feedQuery(ctx, p, fp)
	if err != nil {
		return nil, err
	}
	switch fp.ExternalType {
	case "":
		q.ExcludeItemTypes = mod.updateTypes(FeedUpdated)
	case FeedTagTab:
		q.ItemTypes = mod.updateTypes(FeedTag)
	default:
		if !slices.Contains(FeedTypes(mod.Engine().Reg()), fp.ExternalType) {
			return nil, engine.BadParamChoice("external_type", fp.ExternalType, FeedTypes(mod.Engine().Reg()))
		}
		q.ExternalTypes = []string{fp.ExternalType}
	}
	size := fp.PaginateBy
	if size <= 0 {
		size = FeedPageSize
	}
	if size > engine.MaxPageSize {
		return nil, engine.BadRequest("page_size", "paginate_by: at most %d records per page", engine.MaxPageSize).With(map[string]any{"Max": engine.MaxPageSize})
	}
	page := max(fp.Page, 1)
	counts, err := countFeedItems(ctx, mod.Engine().Store, q)
	if err != nil {
		return nil, err
	}
	total := 0
	for _, n := range counts {
		total += n
	}
	q.Offset, q.Limit = (page-1)*size, size
	rows, err := FeedItems(ctx, mod.Engine().Store, q)
	if err != nil {
		return nil, err
	}
	list, err := mod.feedEntries(ctx, p, rows, fp)
	if err != nil {
		return nil, err
	}
	return &FeedPage{List: list, Current: page, Pages: max((total+size-1)/size, 1), Total: total}, nil
}

// feedEntries reads the records behind feed rows, one read per model, in p's scope.
func (mod *Module) feedEntries(ctx context.Context, p engine.Principal, rows []FeedItem, fp FeedParams) ([]FeedEntry, error) {
	byModel := map[string][]int64{}
	var users []int64
	for _, r := range rows {
		if r.ExternalType != UpdateLogGroup {
			byModel[r.ExternalModel] = append(byModel[r.ExternalModel], r.ExternalID)
		}
		users = append(users, r.AddedBy)
	}
	targets := map[string]map[int64]engine.Item{}
	ops := map[string][]string{}
	editable := map[string]bool{}
	for model, ids := range byModel {
		m := mod.Engine().Reg().Model(model)
		if m == nil || mod.Engine().Access.Allow(ctx, p, m, engine.ActView) != nil {
			continue
		}
		items, err := mod.Engine().ByIDs(ctx, p, m, ids)
		if err != nil {
			return nil, err
		}
		out, err := mod.Engine().Outside(ctx, p, m, items)
		if err != nil {
			return nil, err
		}
		items = slices.DeleteFunc(items, func(it engine.Item) bool { return out[it["id"].(int64)] })
		if err := mod.Engine().Guard(ctx, p, m, items); err != nil { // concealed fields and masked names, as every read
			return nil, err
		}
		for _, it := range items { // before expanding turns the editors' ids into records
			if p.IsAdmin || engine.IsEditor(p, m, it) {
				editable[cellKey(model, it["id"].(int64))] = true
			}
		}
		if err := mod.Engine().Expand(ctx, p, m, items, feedRelations(m, fp.Demand[FeedOf(m).Type])); err != nil {
			return nil, err
		}
		targets[model] = map[int64]engine.Item{}
		for _, it := range items {
			targets[model][it["id"].(int64)] = it
		}
		if !FeedOf(m).ReadOnly {
			for _, op := range []string{engine.ActEdit, engine.ActDelete} {
				if mod.Engine().Access.Allow(ctx, p, m, m.CheckedAction(op)) == nil {
					ops[model] = append(ops[model], op)
				}
			}
		}
	}
	names, err := mod.Engine().Store.Names(ctx, meta.UserModel, p.TenantID, users)
	if err != nil {
		return nil, err
	}
	d := mod.Engine().NewDisplayer(ctx, p)
	out := []FeedEntry{}
	for _, r := range rows {
		en := FeedEntry{ID: r.ID, Type: r.Type, ExternalType: r.ExternalType, ExternalModel: r.ExternalModel, ExternalID: r.ExternalID,
			Model: r.Model, ModelID: r.RecordID, DateAdded: r.CreatedAt, Operations: []string{}}
		if r.AddedBy != 0 {
			en.AddedBy = &UserRef{ID: r.AddedBy, Name: names[r.AddedBy]}
		}
		if r.ExternalType == UpdateLogGroup {
			changes, err := mod.feedChanges(ctx, p, d, r)
			if err != nil {
				return nil, err
			}
			en.Data = map[string]any{"changes": changes}
			if fp.ExternalType == UpdateLogGroup {
				en.Type = r.Model + FeedUpdated // the whole group, tag changes among the rest
			}
			out = append(out, en)
			continue
		}
		target := targets[r.ExternalModel][r.ExternalID]
		if target == nil {
			continue // deleted meanwhile, or not p's to read
		}
		en.Target = target
		if editable[cellKey(r.ExternalModel, r.ExternalID)] {
			en.Operations = append(en.Operations, ops[r.ExternalModel]...)
		}
		out = append(out, en)
	}
	return out, nil
}

// cellKey names a feed cell's record.
func cellKey(model string, id int64) string { return model + "/" + strconv.FormatInt(id, 10) }

// FeedChange is one field's change in a field-change item, as a person reads it.
type FeedChange struct {
	Field   string `json:"field"`
	Label   string `json:"label"`
	Old     any    `json:"old"`
	New     any    `json:"new"`
	Tags    bool   `json:"tags,omitempty"`
	Added   []any  `json:"added,omitempty"` // tags fields: what the change added and removed
	Removed []any  `json:"removed,omitempty"`
}

func (mod *Module) feedChanges(ctx context.Context, p engine.Principal, d *engine.Displayer, r FeedItem) ([]FeedChange, error) {
	m := mod.Engine().Reg().Model(r.Model)
	raw, _ := r.Data["changes"].([]any)
	hideContact := !mod.Engine().SeesContacts(ctx, p)
	var shown []engine.Item
	var fields []*meta.Field
	for _, c := range raw {
		c, _ := c.(map[string]any)
		name, _ := c["field"].(string)
		if f := m.Field(name); f != nil {
			shown = append(shown, engine.Item{name: c["old"]}, engine.Item{name: c["new"]})
			fields = append(fields, f)
		}
	}
	if err := d.Load(ctx, shown, fields); err != nil {
		return nil, err
	}
	out := []FeedChange{}
	for _, c := range raw {
		c, _ := c.(map[string]any)
		name, _ := c["field"].(string)
		f := m.Field(name)
		if f == nil || f.Hidden {
			continue
		}
		ch := FeedChange{Field: name, Label: f.Label.In(p.Lang), Old: d.Show(ctx, f, c["old"]), New: d.Show(ctx, f, c["new"])}
		if f.Concealed() && hideContact {
			ch.Old, ch.New = nil, nil
		}
		if f.Type == "tags" {
			before, after := asList(c["old"]), asList(c["new"])
			ch.Tags = true
			ch.Added = minus(after, before)
			ch.Removed = minus(before, after)
		}
		out = append(out, ch)
	}
	return out, nil
}

func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

func minus(a, b []any) []any {
	var out []any
	for _, x := range a {
		if !slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}

// feedRelations answers what a cell shows of the records its record names: every single
// foreignkey (the candidate, job and author a note links to), and what the client asks for.
func feedRelations(m *meta.Model, demand []string) []string {
	out := slices.Clone(demand)
	for _, f := range m.DataFields() {
		if f.Type == "foreignkey" && !slices.Contains(out, f.Name) {
			out = append(out, f.Name)
		}
	}
	return out
}
