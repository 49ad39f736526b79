package store

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"huntline/clock"
	"huntline/meta"
)

// Insert adds a record and its search tokens; rec.ID, Version and times are filled in.
func (t *Tx) Insert(ctx context.Context, m *meta.Model, rec *Record, search Search) error {
	pr, err := Prepare(m, rec, search)
	if err != nil {
		return err
	}
	return t.InsertPrepared(ctx, m, rec, pr)
}

// Prepared is the part of an insert that follows from the record alone: its JSON, typed
// column values and keyword row. An import prepares its rows before it takes SQLite's
// write lock, so that the write does only the writing.
type Prepared struct {
	doc  string
	cols []string
	vals []any
	kw   keywordRow
}

// Prepare computes rec's insert ahead of InsertPrepared; rec must not change in between.
func Prepare(m *meta.Model, rec *Record, search Search) (*Prepared, error) {
	doc, err := json.Marshal(rec.Data)
	if err != nil {
		return nil, fmt.Errorf("store: encode %s: %w", m.Name, err)
	}
	pr := &Prepared{doc: string(doc), kw: keywordRowOf(rec.Name, search)}
	pr.cols, pr.vals = columnList(m, rec.Data)
	return pr, nil
}

// InsertPrepared is Insert with what Prepare computed.
func (t *Tx) InsertPrepared(ctx context.Context, m *meta.Model, rec *Record, pr *Prepared) error {
	now := clock.Now().UTC()
	rec.CreatedAt, rec.UpdatedAt, rec.Version = now, now, 1
	if rec.UpdatedBy == 0 {
		rec.UpdatedBy = rec.CreatedBy
	}
	b := NewBuilder(t.d).S("INSERT INTO ", Table(m.Name),
		" (tenant_id, created_at, updated_at, created_by, updated_by, version, is_deleted, name, data")
	for _, c := range pr.cols {
		b.S(", ", c)
	}
	b.S(") VALUES (").
		Arg(rec.TenantID).S(", ").Arg(t.d.TimeArg(now)).S(", ").Arg(t.d.TimeArg(now)).S(", ").
		Arg(nullID(rec.CreatedBy)).S(", ").Arg(nullID(rec.UpdatedBy)).S(", 1, ", t.d.Bool(false), ", ").
		Arg(rec.Name).S(", ")
	jsonArg(b, pr.doc)
	for _, v := range pr.vals {
		b.S(", ").Arg(v)
	}
	b.S(") RETURNING id")
	query, args := b.SQL()
	if err := t.queryRowx(ctx, query, args...).Scan(&rec.ID); err != nil {
		return fmt.Errorf("store: insert %s: %w", m.Name, err)
	}
	if err := t.putBlobRefs(ctx, m, rec, nil, true); err != nil {
		return err
	}
	return t.putKeywordRow(ctx, m, rec.ID, pr.kw, true)
}

// Update writes rec over the stored version rec.Version; a record changed meanwhile is
// refused with ErrStale and nothing is written. On success rec.Version is the new version.
// A nil search keeps the record's search tokens as they are (its name and searchable
// values did not change), which saves rewriting the search index on most edits. changed
// names the fields the write changed, so only their typed columns are written and only their
// indexes touched (SQLite rewrites an index entry for every column an UPDATE sets); nil
// writes them all.
func (t *Tx) Update(ctx context.Context, m *meta.Model, rec *Record, search *Search, changed []string) error {
	doc, err := json.Marshal(rec.Data)
	if err != nil {
		return fmt.Errorf("store: encode %s: %w", m.Name, err)
	}
	now := clock.Now().UTC()
	b := NewBuilder(t.d).S("UPDATE ", Table(m.Name), " SET updated_at = ").Arg(t.d.TimeArg(now)).
		S(", updated_by = ").Arg(nullID(rec.UpdatedBy)).
		S(", version = version + 1, is_deleted = ", t.d.Bool(rec.IsDeleted), ", name = ").Arg(rec.Name).S(", data = ")
	jsonArg(b, string(doc))
	for _, f := range materialized(m) {
		if changed == nil || slices.Contains(changed, f.Name) {
			b.S(", ", Column(f), " = ").Arg(columnValue(f, rec.Data))
		}
	}
	for _, f := range sortKeyed(m) {
		if changed == nil || slices.Contains(changed, f.Name) {
			b.S(", ", SortColumn(f), " = ").Arg(sortKeyValue(f, rec.Data))
		}
	}
	b.S(" WHERE id = ").Arg(rec.ID).S(" AND tenant_id = ").Arg(rec.TenantID).S(" AND version = ").Arg(rec.Version)
	query, args := b.SQL()
	res, err := t.exec(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("store: update %s %d: %w", m.Name, rec.ID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrStale
	}
	rec.Version++
	rec.UpdatedAt = now
	if err := t.putBlobRefs(ctx, m, rec, changed, false); err != nil {
		return err
	}
	if search == nil {
		return nil
	}
	return t.putKeywords(ctx, m, rec, *search, false)
}

// SetName rewrites a record's display name and search tokens without a new version: a
// name follows from other records (a submission is named after its candidate) and changes
// with them.
func (t *Tx) SetName(ctx context.Context, m *meta.Model, rec *Record, search Search) error {
	b := NewBuilder(t.d).S("UPDATE ", Table(m.Name), " SET name = ").Arg(rec.Name).S(" WHERE id = ").Arg(rec.ID)
	query, args := b.SQL()
	if _, err := t.exec(ctx, query, args...); err != nil {
		return fmt.Errorf("store: rename %s %d: %w", m.Name, rec.ID, err)
	}
	return t.putKeywords(ctx, m, rec, search, false)
}

// putKeywords writes a record's search tokens; fresh says the record was just inserted in
// this transaction, so it has none to replace.
func (t *Tx) putKeywords(ctx context.Context, m *meta.Model, rec *Record, search Search, fresh bool) error {
	return t.putKeywordRow(ctx, m, rec.ID, keywordRowOf(rec.Name, search), fresh)
}

func (t *Tx) putKeywordRow(ctx context.Context, m *meta.Model, id int64, r keywordRow, fresh bool) error {
	kt := KeywordTable(m.Name)
	if t.d.Name() != "postgres" && (fresh || t.kw.has(kt, id)) {
		t.kw.put(kt, id, r)
		return nil
	}
	if err := putKeywordRow(ctx, t.exec, t.d, kt, id, r); err != nil {
		return fmt.Errorf("store: search tokens of %s %d: %w", m.Name, id, err)
	}
	return nil
}

// SQLite: the search tokens of records a transaction creates are written together just
// before it commits, a few hundred rows a statement. FTS5 writes its pending tokens to disk
// at every statement savepoint, and in a transaction that has touched an FTS5 table every
// later insert opens one: written a row at a time, an import's 5,000 records made 5,000
// flushes, a sixth of its time under the write lock.
type pendingKeywords struct {
	rows []pendingKeyword
	at   map[kwKey]int // position in rows
}

type kwKey struct {
	table string
	id    int64
}

type pendingKeyword struct {
	kwKey
	row keywordRow
}

func (p *pendingKeywords) has(table string, id int64) bool {
	_, ok := p.at[kwKey{table, id}]
	return ok
}

func (p *pendingKeywords) put(table string, id int64, r keywordRow) {
	k := kwKey{table, id}
	if i, ok := p.at[k]; ok {
		p.rows[i].row = r
		return
	}
	if p.at == nil {
		p.at = map[kwKey]int{}
	}
	p.at[k] = len(p.rows)
	p.rows = append(p.rows, pendingKeyword{k, r})
}

// flushKeywords writes the pending search tokens, each table's in statements of up to 200 rows.
func (t *Tx) flushKeywords(ctx context.Context) error {
	const perStatement = 200
	byTable := map[string][]pendingKeyword{}
	var tables []string
	for _, r := range t.kw.rows {
		if byTable[r.table] == nil {
			tables = append(tables, r.table)
		}
		byTable[r.table] = append(byTable[r.table], r)
	}
	for _, table := range tables {
		rows := byTable[table]
		for start := 0; start < len(rows); start += perStatement {
			chunk := rows[start:min(start+perStatement, len(rows))]
			var q strings.Builder
			q.WriteString("INSERT INTO " + table + " (rowid, tok, txt, htok, htxt) VALUES ")
			args := make([]any, 0, 5*len(chunk))
			for i, r := range chunk {
				if i > 0 {
					q.WriteString(", ")
				}
				q.WriteString("(?, ?, ?, ?, ?)")
				args = append(args, r.id, strings.Join(r.row.tok, " "), r.row.txt, strings.Join(r.row.htok, " "), r.row.htxt)
			}
			if _, err := t.exec(ctx, q.String(), args...); err != nil {
				return fmt.Errorf("store: search tokens of %s: %w", table, err)
			}
		}
	}
	t.kw = pendingKeywords{}
	return nil
}

// jsonArg binds a JSON document for the data column.
func jsonArg(b *Builder, doc string) {
	if b.d.Name() == "postgres" {
		b.Arg(doc).S("::jsonb")
		return
	}
	b.S("jsonb(").Arg(doc).S(")")
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

// Change is one change-log row: who changed which field of which record, from what to what.
// Action is create, update, delete or recover; Field is empty for whole-record actions.
type Change struct {
	TenantID int64
	Model    string
	RecordID int64
	Action   string
	Field    string
	Old, New any
	UserID   int64
}

// LogChanges appends change-log rows in the transaction of the write they describe.
func (t *Tx) LogChanges(ctx context.Context, changes []Change) error {
	now := t.d.TimeArg(clock.Now())
	cast := jsonCast(t.d)
	for start := 0; start < len(changes); start += 100 {
		b := NewBuilder(t.d).S("INSERT INTO change_log (tenant_id, model, record_id, action, field, old_value, new_value, user_id, created_at) VALUES ")
		for i, c := range changes[start:min(start+100, len(changes))] {
			if i > 0 {
				b.S(", ")
			}
			b.S("(").Arg(c.TenantID).S(", ").Arg(c.Model).S(", ").Arg(c.RecordID).S(", ").Arg(c.Action).S(", ").
				Arg(c.Field).S(", ").Arg(jsonOrNil(c.Old)).S(cast, ", ").Arg(jsonOrNil(c.New)).S(cast, ", ").
				Arg(nullID(c.UserID)).S(", ").Arg(now).S(")")
		}
		query, args := b.SQL()
		if _, err := t.exec(ctx, query, args...); err != nil {
			return fmt.Errorf("store: change log: %w", err)
		}
	}
	return nil
}

func jsonOrNil(v any) any {
	if v == nil {
		return nil
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	return string(raw)
}
