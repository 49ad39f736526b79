package engine

import (
	"context"
	"net/http"

	"golang.org/x/sync/errgroup"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// reads runs the record reads behind List, Get and every other read path: queries and
// counts in a user's scope, records by id, guarding what the reader may not see (guard.go),
// demanded relations (expand.go) and the unscoped finds of write checks (find.go).
type reads struct{ e *Engine }

// CountCap is where counting stops: past it a list answers an estimate (PostgreSQL's
// planner) or the cap itself, and CountExact is false, shown as "10,000+".
const CountCap = 10000

// MaxPageSize bounds paginate_by.
const MaxPageSize = 200

// ListParams are the query parameters of GET /rest/{model}/list.
type ListParams struct {
	GQL        string
	Ordering   string
	Page       int
	PaginateBy int
	DemandKeys []string
	// Unlimited (unlimited=1) answers up to MaxUnlimited records on one page: lists a
	// picker shows whole, still bounded so one call cannot read a table.
	Unlimited bool
}

// MaxUnlimited bounds an unlimited=1 list.
const MaxUnlimited = 1000

// ListResult is a page of records.
type ListResult struct {
	List       []Item `json:"list"`
	Count      int64  `json:"count"`
	CountExact bool   `json:"count_exact"`
	Current    int    `json:"current"`
	Pages      int64  `json:"pages"`
}

// List answers one page of a model's records matching a gql filter.
func (e *Engine) List(ctx context.Context, p Principal, model string, lp ListParams) (*ListResult, error) {
	m, err := e.model(model)
	if err != nil {
		return nil, err
	}
	if err := e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	filter, err := gql.Parse(lp.GQL)
	if err != nil {
		return nil, err
	}
	size := lp.PaginateBy
	if size <= 0 {
		size = 25
	}
	if lp.Unlimited {
		size = MaxUnlimited
	} else if size > MaxPageSize {
		return nil, badRequest("page_size", "paginate_by: at most %d records per page", MaxPageSize).with(map[string]any{"Max": MaxPageSize})
	}
	page := max(lp.Page, 1)
	rollups, relations := splitDemandKeys(m, lp.DemandKeys)
	q := gql.Query{Model: m, Filter: filter, Ordering: lp.Ordering, Limit: size, Offset: (page - 1) * size, Rollups: rollups}
	// The page and its count are independent reads: run them side by side.
	var items []Item
	var count int64
	var exact bool
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) {
		items, err = e.reads.query(gctx, e.compiler(gctx, p), q)
		return err
	})
	g.Go(func() (err error) {
		count, exact, err = e.reads.count(gctx, e.compiler(gctx, p), q)
		return err
	})
	if err := g.Wait(); err != nil {
		return nil, err
	}
	if err := e.reads.guard(ctx, p, m, items); err != nil {
		return nil, err
	}
	if err := e.reads.snippets(ctx, p, m, filter, items); err != nil {
		return nil, err
	}
	if err := e.reads.expand(ctx, p, m, items, relations); err != nil {
		return nil, err
	}
	if err := e.Files.describeFiles(ctx, p, m, items); err != nil {
		return nil, err
	}
	if items == nil {
		items = []Item{}
	}
	pages := (count + int64(size) - 1) / int64(size)
	return &ListResult{List: items, Count: count, CountExact: exact, Current: page, Pages: max(pages, 1)}, nil
}

// Page runs only the page statement of a compiled query, and Count only its count, each as
// List runs it: for the benchmark, which times them apart, and for callers that need one.
func (e *Engine) Page(ctx context.Context, p Principal, q gql.Query) ([]Item, error) {
	items, err := e.reads.query(ctx, e.compiler(ctx, p), q)
	if err != nil {
		return nil, err
	}
	return items, e.reads.guard(ctx, p, q.Model, items)
}

// Count counts as List does: exact to CountCap, then an estimate (exact false).
func (e *Engine) Count(ctx context.Context, p Principal, q gql.Query) (int64, bool, error) {
	return e.reads.count(ctx, e.compiler(ctx, p), q)
}

// Compiler answers the gql compiler a request of p uses (registry, dialect, clock, options,
// scope, keyword statistics), for tools that show the SQL the engine runs.
func (e *Engine) Compiler(ctx context.Context, p Principal) *gql.Compiler { return e.compiler(ctx, p) }

func (rd *reads) query(ctx context.Context, c *gql.Compiler, q gql.Query) ([]Item, error) {
	query, args, rollups, err := c.List(q)
	if err != nil {
		return nil, err
	}
	rows, err := rd.e.Store.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return scanItems(rows, q.Model, rollups, true)
}

// DenseEstimate is how far past CountCap the planner must put a filter with a common search
// term before its estimate is answered without counting. Counting even to CountCap means
// reading every match's search tokens ("wang" matches one candidate in twelve: 10,001 reads,
// ~40 ms at a million); the planner's estimate for such a term comes from the token column's
// element statistics and lands within a few percent, so past 3x the cap nobody can tell.
const DenseEstimate = 3 * CountCap

// keptCount is a count as aggregates keep it.
type keptCount struct {
	n     int64
	exact bool
}

// count counts up to CountCap; beyond it answers the planner's estimate where there is one.
// The answer is kept until the records change (aggregates_kept.go).
func (rd *reads) count(ctx context.Context, c *gql.Compiler, q gql.Query) (int64, bool, error) {
	gen := rd.e.Store.DataGen()
	dense := false
	if kw := c.Keyword; kw != nil {
		c.Keyword = func(model string, q store.KeywordQuery) store.KeywordQuery {
			k := kw(model, q)
			dense = dense || k.Dense
			return k
		}
	}
	query, args, err := c.Count(q, CountCap)
	if err != nil {
		return 0, false, err
	}
	key := aggregateKey("count", query, args)
	if v, ok := rd.e.kept.get(gen, key); ok {
		k := v.(keptCount)
		return k.n, k.exact, nil
	}
	n, exact, err := rd.countNow(ctx, c, q, query, args, dense)
	if err == nil {
		rd.e.kept.put(gen, key, keptCount{n, exact})
	}
	return n, exact, err
}

// countNow runs the compiled count; dense tells that a keyword term of the filter is
// common enough for the planner's estimate to stand for it.
func (rd *reads) countNow(ctx context.Context, c *gql.Compiler, q gql.Query, query string, args []any, dense bool) (int64, bool, error) {
	if dense {
		if est, ok := rd.estimate(ctx, c, q); ok && est > DenseEstimate {
			return est, false, nil
		}
	}
	var n int64
	var err error
	if kc, ok := c.KeywordCount(q); ok {
		if n, err = rd.keywordCount(ctx, kc); err != nil {
			return 0, false, err
		}
	} else if err := rd.e.Store.QueryRow(ctx, query, args...).Scan(&n); err != nil {
		return 0, false, err
	}
	if n <= CountCap {
		return n, true, nil
	}
	if est, ok := rd.estimate(ctx, c, q); ok && est > CountCap {
		return est, false, nil
	}
	return CountCap, false, nil
}

// keywordCount counts a keyword-only filter's records up to CountCap+1 from the keyword
// index (gql.KeywordCounts): the matching rows the count must leave out first, then the
// matches, read past the cap by as many, less those.
func (rd *reads) keywordCount(ctx context.Context, kc *gql.KeywordCounts) (int64, error) {
	var excluded, n int64
	if err := rd.e.Store.QueryRow(ctx, kc.Excluded, kc.ExcludedArgs...).Scan(&excluded); err != nil {
		return 0, err
	}
	query, args := kc.Matches(CountCap + 1 + int(excluded))
	if err := rd.e.Store.QueryRow(ctx, query, args...).Scan(&n); err != nil {
		return 0, err
	}
	return n - excluded, nil
}

// estimate answers the planner's row estimate for q, where the store keeps one.
func (rd *reads) estimate(ctx context.Context, c *gql.Compiler, q gql.Query) (int64, bool) {
	query, args, err := c.Rows(q)
	if err != nil {
		return 0, false
	}
	est, ok, err := rd.e.Store.EstimateRows(ctx, query, args...)
	if err != nil {
		rd.e.Log.Warn("count estimate", "err", err)
		return 0, false
	}
	return est, ok
}

// Get answers one record by id, deleted or not (the detail page offers to recover it).
func (e *Engine) Get(ctx context.Context, p Principal, model string, id int64, demandKeys []string) (Item, error) {
	m, err := e.model(model)
	if err != nil {
		return nil, err
	}
	if err := e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	items, err := e.reads.byIDs(ctx, e.compiler(ctx, p), m, []int64{id}, true)
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, recordNotFound(m, id)
	}
	if err := e.reads.guard(ctx, p, m, items); err != nil {
		return nil, err
	}
	_, relations := splitDemandKeys(m, demandKeys) // a detail has its rollups anyway
	if err := e.reads.expand(ctx, p, m, items, relations); err != nil {
		return nil, err
	}
	if err := e.Files.describeFiles(ctx, p, m, items); err != nil {
		return nil, err
	}
	e.extensions.describeRecord(ctx, p, m, items[0])
	return items[0], nil
}

func recordNotFound(m *meta.Model, id int64) *Error {
	return &Error{Status: http.StatusNotFound, Key: "record_not_found", Msg: m.Name + " " + itoa64(id) + " does not exist.", Args: map[string]any{"Model": m.Name, "ID": id}}
}

// byIDs reads records of m by id, in the user's scope.
func (rd *reads) byIDs(ctx context.Context, c *gql.Compiler, m *meta.Model, ids []int64, detail bool) ([]Item, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	query, qargs, rollups, err := c.ByIDs(m, args, detail)
	if err != nil {
		return nil, err
	}
	rows, err := rd.e.Store.Query(ctx, query, qargs...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return scanItems(rows, m, rollups, !detail)
}

// splitDemandKeys separates the rollup fields a list should compute from the relations to
// expand: a list computes rollups only when asked (demandKeys=["submissionCount"]), since
// each costs a lookup per record; a detail always has them.
func splitDemandKeys(m *meta.Model, keys []string) ([]*meta.Field, []string) {
	var rollups []*meta.Field
	var relations []string
	for _, k := range keys {
		if f := m.Field(k); f != nil && f.Type == "rollupfield" {
			rollups = append(rollups, f)
			continue
		}
		relations = append(relations, k)
	}
	return rollups, relations
}
