package store

import (
	"context"
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"huntline/meta"
)

// index is one index the metadata asks for.
type index struct {
	name    string
	table   string
	cols    []string // SQL expressions, possibly with DESC
	include []string // columns carried along for index-only scans
	gin     bool     // PostgreSQL GIN over a JSON array (jsonb_path_ops)
}

// IndexKey is one key of a planned index: a stored column of every record table (tenant_id,
// is_deleted, id, name) or a field, ascending or descending.
type IndexKey struct {
	Column string      // a record table column, when Field is nil
	Field  *meta.Field // a field (system fields read their typed column)
	Desc   bool
}

// IndexSpec is an index a model's metadata asks for, in terms of columns and fields; each
// dialect spells it (desiredIndexes), and the benchmark's typed baseline builds the same.
type IndexSpec struct {
	Label   string
	Keys    []IndexKey
	Include []*meta.Field // carried along for index-only scans
	GIN     bool          // over a list field, PostgreSQL only
	SortKey bool          // orders a text field by its sort key (sortkey.go)
}

// IndexPlan derives a model's indexes from its metadata. Every B-tree index leads with
// tenant_id and is_deleted, which every list query pins, and ends with id, the tie-breaker of
// every ordering, so one index serves filter, order and the id-only page scan.
func IndexPlan(m *meta.Model) []IndexSpec {
	col := func(name string) IndexKey { return IndexKey{Column: name} }
	scoped := func(keys ...IndexKey) []IndexKey {
		return append([]IndexKey{col("tenant_id"), col("is_deleted")}, keys...)
	}
	// The creation-date index also carries the facet columns: the commonest wide filters of a
	// CRM are dates (this week, this year), and with the facet values in the index PostgreSQL
	// counts them from the index alone instead of reading every matching record.
	var facets []*meta.Field
	for _, f := range m.DataFields() {
		if f.FacetAble && Materialized(f) {
			facets = append(facets, f)
		}
	}
	if l := m.Limited; l != nil {
		// It also carries what the limited rule reads (flag, creator, members): facets and
		// orderings of a reader outside some records leave those out (gql/veil.go), and
		// with these columns still count from the index alone.
		for _, name := range append([]string{l.Flag, "addedBy"}, l.Members...) {
			if f := m.Field(name); f != nil && (f.System || Materialized(f)) && !slices.Contains(facets, f) {
				facets = append(facets, f)
			}
		}
	}
	out := []IndexSpec{
		{Label: "created", Keys: scoped(IndexKey{Field: m.Field("dateAdded")}, col("id")), Include: facets},
		{Label: "updated", Keys: scoped(IndexKey{Field: m.Field("lastUpdateDate")}, col("id"))},
		{Label: "name", Keys: scoped(col("name"), col("id"))},
	}
	for _, f := range m.DataFields() {
		if !f.Indexed {
			continue
		}
		switch f.Kind().Storage(f) {
		case meta.StoreVirtual, meta.StoreRange:
		case meta.StoreTextList, meta.StoreIntList:
			out = append(out, IndexSpec{Label: f.Name, Keys: []IndexKey{{Field: f}}, GIN: true})
		default:
			out = append(out, IndexSpec{Label: f.Name, Keys: scoped(IndexKey{Field: f}, col("id"))})
		}
		if SortKeyed(f) {
			// An indexed text field is one a list is ordered by: its sort key gets an index too.
			out = append(out, IndexSpec{Label: f.Name + "_sort", Keys: scoped(col(SortColumn(f)), col("id")), SortKey: true})
		}
	}
	for _, keys := range m.Indexes {
		var ks []IndexKey
		var names []string
		desc := false
		for _, k := range keys {
			desc = strings.HasPrefix(k, "-")
			f := m.Field(strings.TrimPrefix(k, "-"))
			ks = append(ks, IndexKey{Field: f, Desc: desc})
			names = append(names, f.Name)
		}
		out = append(out, IndexSpec{Label: strings.Join(names, "_"), Keys: scoped(append(ks, IndexKey{Column: "id", Desc: desc})...)})
	}
	return out
}

// desiredIndexes spells a model's index plan in a dialect, each index named after its
// definition so that a changed definition builds a new index and drops the old one.
func desiredIndexes(d Dialect, m *meta.Model) []index {
	t := Table(m.Name)
	var out []index
	for _, spec := range IndexPlan(m) {
		if spec.GIN && d.Name() != "postgres" {
			continue
		}
		var cols, include []string
		for _, k := range spec.Keys {
			c := k.Column
			if k.Field != nil {
				c = d.FieldExpr("", k.Field)
			}
			if k.Desc {
				c += " DESC"
			}
			cols = append(cols, c)
		}
		for _, f := range spec.Include {
			include = append(include, d.FieldExpr("", f))
		}
		def := strings.Join(cols, ",")
		if len(include) > 0 {
			def += "|" + strings.Join(include, ",")
		}
		if spec.GIN {
			def = "gin:" + def
		}
		sum := sha1.Sum([]byte(t + "|" + def))
		name := "ix_" + m.Name + "_" + strings.ToLower(spec.Label)
		if len(name) > 50 {
			name = name[:50]
		}
		out = append(out, index{name: name + "_" + hex.EncodeToString(sum[:])[:8], table: t, cols: cols, include: include, gin: spec.GIN})
	}
	return out
}

// Sync creates the record and keyword tables of every model and brings their indexes in
// line with the metadata: missing ones are built, ones no longer asked for are dropped.
// Tables are never altered: fields live in the JSON document.
func (s *Store) Sync(ctx context.Context, reg *meta.Registry) error {
	if s.d.Name() == "postgres" {
		// Processes that learn of the same metadata change build the same indexes; two
		// CREATE INDEX IF NOT EXISTS racing on one name fail in PostgreSQL's catalogue, so
		// one process builds at a time and the next finds the work done.
		conn, err := s.w.Connx(ctx)
		if err != nil {
			return fmt.Errorf("store: sync lock: %w", err)
		}
		defer conn.Close()
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(7165)"); err != nil {
			return fmt.Errorf("store: sync lock: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(7165)")
	}
	for _, m := range reg.Models() {
		if err := s.upgradeKeywords(ctx, m); err != nil {
			return err
		}
		if err := s.execDDL(ctx, "create tables of "+m.Name, s.ddl.createTables(m)); err != nil {
			return err
		}
		if err := s.syncKeywordLayout(ctx, m); err != nil {
			return err
		}
		if err := s.syncColumns(ctx, m); err != nil {
			return err
		}
		if err := s.syncIndexes(ctx, m); err != nil {
			return err
		}
		if err := s.execDDL(ctx, "statistics of "+m.Name, s.ddl.statistics(m)); err != nil {
			return err
		}
	}
	if err := s.syncBlobRefs(ctx, reg); err != nil {
		return err
	}
	if s.d.Name() == "sqlite" {
		// A new index has no statistics until analysed, and SQLite's planner then guesses;
		// optimize analyses just the tables that need it.
		if _, err := s.w.ExecContext(ctx, "PRAGMA optimize"); err != nil {
			return fmt.Errorf("store: optimize: %w", err)
		}
		return s.dropValueSamples(ctx)
	}
	return nil
}

func (s *Store) syncIndexes(ctx context.Context, m *meta.Model) error {
	want := desiredIndexes(s.d, m)
	have, err := s.ddl.existingIndexes(ctx, s.w, Table(m.Name))
	if err != nil {
		return fmt.Errorf("store: list indexes of %s: %w", m.Name, err)
	}
	keep := map[string]bool{}
	for _, ix := range want {
		keep[ix.name] = true
		if have[ix.name] {
			continue
		}
		if _, err := s.w.ExecContext(ctx, s.ddl.createIndex(ix)); err != nil {
			return fmt.Errorf("store: index %s: %w", ix.name, err)
		}
	}
	for name := range have {
		if strings.HasPrefix(name, "ix_"+m.Name+"_") && !keep[name] {
			if _, err := s.w.ExecContext(ctx, "DROP INDEX IF EXISTS "+name); err != nil {
				return fmt.Errorf("store: drop index %s: %w", name, err)
			}
		}
	}
	return nil
}

// Analyze refreshes planner statistics, after bulk loads.
func (s *Store) Analyze(ctx context.Context) error {
	if _, err := s.w.ExecContext(ctx, "ANALYZE"); err != nil {
		return err
	}
	return s.dropValueSamples(ctx)
}

// execDDL runs schema statements in order on the writer, naming what they do in an error.
func (s *Store) execDDL(ctx context.Context, what string, stmts []string) error {
	for _, stmt := range stmts {
		if _, err := s.w.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("store: %s: %w", what, err)
		}
	}
	return nil
}
