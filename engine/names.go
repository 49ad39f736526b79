package engine

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/jmoiron/sqlx"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// recordNames answers the display names of records as a user may read them: scoped,
// limited records left out, masked where a name shows what the reader may not see
// (names_mask.go), and the keyword scope of name searches (names_keyword.go).
type recordNames struct{ e *Engine }

// of answers the display names of records of model for p: only of records inside p's
// scope and not limited records p is outside of, so facets, pickers and exports never name
// a record that a list or detail would hide; and a name that shows a linked record p may
// not read (a submission's "candidate - job") reads as p would see it (names_mask.go).
// Admins read the stored names alone.
func (nm *recordNames) of(ctx context.Context, p Principal, model string, want []int64) (map[int64]string, error) {
	shown, _, err := nm.at(ctx, nil, p, model, want, 0)
	return shown, err
}

// namesIn is names read inside a write's transaction, where records it wrote count.
func (e *Engine) namesIn(ctx context.Context, tx *store.Tx, p Principal, model string, want []int64) (map[int64]string, error) {
	shown, _, err := e.names.at(ctx, tx, p, model, want, 0)
	return shown, err
}

// at answers names as p reads them, and which of them differ from the stored name
// (a part masked); depth counts the links followed to get here. A nil tx reads the store.
// A name that shows a contact detail hidden from p (a call named after its number) reads
// as the record's id, admins included.
func (nm *recordNames) at(ctx context.Context, tx *store.Tx, p Principal, model string, want []int64, depth int) (map[int64]string, map[int64]bool, error) {
	shown, changed, err := nm.readableAt(ctx, tx, p, model, want, depth)
	if err == nil {
		err = nm.inLang(ctx, tx, p, model, shown)
	}
	if m := nm.e.Reg().Model(model); err == nil && m != nil && m.NameConceals() && !nm.e.Contacts.seesContacts(ctx, p) {
		if changed == nil {
			changed = map[int64]bool{}
		}
		for id := range shown {
			shown[id], changed[id] = "#"+itoa64(id), true
		}
	}
	return shown, changed, err
}

// inLang puts the names of records whose model names them in p's language (model
// "name_in", a city's English name) in that language, where a record has one.
func (nm *recordNames) inLang(ctx context.Context, tx *store.Tx, p Principal, model string, shown map[int64]string) error {
	m := nm.e.Reg().Model(model)
	if m == nil || len(shown) == 0 {
		return nil
	}
	f := m.NameFieldIn(p.Lang)
	if f == nil {
		return nil
	}
	ids := make([]int64, 0, len(shown))
	for id := range shown {
		ids = append(ids, id)
	}
	var texts map[int64]string
	var err error
	if tx != nil {
		texts, err = tx.FieldTexts(ctx, model, f, p.TenantID, ids)
	} else {
		texts, err = nm.e.Store.FieldTexts(ctx, model, f, p.TenantID, ids)
	}
	for id, s := range texts {
		if s != "" {
			shown[id] = s
		}
	}
	return err
}

// readableAt is at before contact hiding.
func (nm *recordNames) readableAt(ctx context.Context, tx *store.Tx, p Principal, model string, want []int64, depth int) (map[int64]string, map[int64]bool, error) {
	stored := func() (map[int64]string, error) {
		if tx != nil {
			return tx.Names(ctx, model, p.TenantID, want)
		}
		return nm.e.Store.Names(ctx, model, p.TenantID, want)
	}
	if p.IsAdmin {
		names, err := stored()
		return names, nil, err
	}
	m := nm.e.Reg().Model(model)
	if m == nil || len(want) == 0 {
		return map[int64]string{}, nil, nil
	}
	var q rowQuerier = nm.e.Store
	if tx != nil {
		q = tx
	}
	if len(m.NameRefs()) == 0 && m.NameCopy() == nil {
		// The name shows no other record: the stored names of the readable records, read
		// without their documents (a candidate's may hold a whole résumé).
		seen, err := nm.e.readableIDs(ctx, q, p, m, want)
		if err != nil {
			return nil, nil, err
		}
		names, err := stored()
		if err != nil {
			return nil, nil, err
		}
		for id := range names {
			if !seen[id] {
				delete(names, id)
			}
		}
		return names, nil, nil
	}
	items, err := nm.readableItems(ctx, q, p, m, want)
	if err != nil {
		return nil, nil, err
	}
	masked, err := nm.maskAt(ctx, tx, p, m, items, depth)
	if err != nil {
		return nil, nil, err
	}
	out := make(map[int64]string, len(items))
	for _, it := range items {
		name, _ := it["__name__"].(string)
		out[it["id"].(int64)] = name
	}
	return out, masked, nil
}

// rowQuerier runs a read: the store, or a write's transaction when the records it wrote must
// count.
type rowQuerier interface {
	Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error)
}

// readableItems reads the records of m among want that p may read: inside p's scope
// (deleted ones included: a link to a deleted record still names it) and not limited
// records p is outside of. The records come whole (list_hidden fields too), as a name
// template may read any field.
func (nm *recordNames) readableItems(ctx context.Context, q rowQuerier, p Principal, m *meta.Model, want []int64) ([]Item, error) {
	list := slices.Clone(want)
	slices.Sort(list)
	list = slices.Compact(list)
	if len(list) == 0 {
		return nil, nil
	}
	args := make([]any, len(list))
	for i, id := range list {
		args[i] = id
	}
	query, qargs, _, err := nm.e.compiler(ctx, p).ByIDs(m, args, false)
	if err != nil {
		return nil, err
	}
	rows, err := q.Query(ctx, query, qargs...)
	if err != nil {
		return nil, err
	}
	items, err := scanItems(rows, m, nil, false)
	rows.Close()
	if err != nil {
		return nil, err
	}
	out, err := nm.e.reads.outside(ctx, p, m, items)
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(items, func(it Item) bool { return out[it["id"].(int64)] }), nil
}

// readableIDs answers which of want p may read, as readableItems decides, from ids alone:
// the records inside p's scope, less the limited ones p is outside of (found by the limited
// rule's own filter, then spared when shared with p). Admins read all. It says nothing of
// whether the records exist.
func (e *Engine) readableIDs(ctx context.Context, q rowQuerier, p Principal, m *meta.Model, want []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	if p.IsAdmin || len(want) == 0 {
		for _, id := range want {
			out[id] = true
		}
		return out, nil
	}
	c := e.compiler(ctx, p)
	list := make([]string, len(want))
	for i, id := range want {
		list[i] = strconv.FormatInt(id, 10)
	}
	asked := &gql.Cond{Path: []string{"id", "in"}, Raw: strings.Join(list, ","), HasValue: true}
	if m.Limited == nil {
		return e.names.idsWhere(ctx, q, c, m, asked)
	}
	inside, err := e.names.idsWhere(ctx, q, c, m, &gql.And{Items: []gql.Node{asked, insideLimited(m, p)}})
	if err != nil || !m.Sharable {
		return inside, err
	}
	// Limited records p is outside of are still read when shared with p: those in scope
	// among the rest (most lists have none, and ask nothing more).
	var others []string
	for _, id := range want {
		if !inside[id] {
			others = append(others, strconv.FormatInt(id, 10))
		}
	}
	if len(others) == 0 {
		return inside, nil
	}
	scoped, err := e.names.idsWhere(ctx, q, c, m, &gql.Cond{Path: []string{"id", "in"}, Raw: strings.Join(others, ","), HasValue: true})
	if err != nil {
		return nil, err
	}
	var rest []int64
	for id := range scoped {
		rest = append(rest, id)
	}
	if len(rest) == 0 {
		return inside, nil
	}
	shares, err := e.Store.SharesOf(ctx, p.TenantID, m.Name, rest)
	if err != nil {
		return nil, err
	}
	for _, sh := range shares {
		if sharedWith(sh, p) {
			inside[sh.RecordID] = true
		}
	}
	return inside, nil
}

// idsWhere answers the ids of m's records matching filter in c's scope, deleted ones
// included.
func (nm *recordNames) idsWhere(ctx context.Context, q rowQuerier, c *gql.Compiler, m *meta.Model, filter gql.Node) (map[int64]bool, error) {
	query, args, err := c.IDs(gql.Query{Model: m, Filter: filter, Ordering: "id", IncludeDeleted: true})
	if err != nil {
		return nil, err
	}
	rows, err := q.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	out := map[int64]bool{}
	return out, store.ScanIDs(rows, func(id int64) { out[id] = true })
}
