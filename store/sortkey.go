package store

import (
	"context"
	"fmt"
	"strings"
	"unicode"

	"github.com/mozillazg/go-pinyin"

	"huntline/meta"
)

// Text fields order by a sort key kept in a column beside the document (k_<field>), not by
// the text's code points: Chinese characters by their pinyin, Latin letters without case,
// so 王 sorts among the w's and "alice" beside "Bob", the same on both stores (the key is
// plain bytes compared bytewise by PostgreSQL's C collation and SQLite's BINARY). An empty
// value has no key (NULL), and the compiler places NULL last in both directions
// (Dialect.OrderSuffix). Keys are written with every write of the field and filled for
// existing rows when the column is first made (syncColumns); the field's own column and
// index keep serving filters and facets.

// SortKeyed reports whether a field orders by a sort key: single-line text without a format
// (names, titles, companies). Formatted text (e-mail, phone, url) orders well as it is.
func SortKeyed(f *meta.Field) bool {
	return !f.System && f.Type == "char" && f.Format == "" && f.Kind().Storage(f) == meta.StoreText
}

// SortColumn answers the column holding a field's sort key.
func SortColumn(f *meta.Field) string { return "k_" + strings.ToLower(f.Name) }

func sortKeyed(m *meta.Model) []*meta.Field {
	var out []*meta.Field
	for _, f := range m.DataFields() {
		if SortKeyed(f) {
			out = append(out, f)
		}
	}
	return out
}

var pinyinArgs = func() pinyin.Args {
	a := pinyin.NewArgs()
	a.Style = pinyin.Tone3 // the tone as a digit: 李 li3 sorts before 理 li3's neighbours by tone
	return a
}()

// surnames are the readings of characters that, first in a name, are read differently from
// their commonest reading (曾 is zēng as a surname, céng elsewhere).
var surnames = map[rune]string{
	'曾': "zeng1", '单': "shan4", '解': "xie4", '区': "ou1", '仇': "qiu2", '朴': "piao2",
	'查': "zha1", '盖': "ge3", '覃': "qin2", '缪': "miao4", '长': "chang2",
	'翟': "zhai2", '尉': "yu4", '秘': "bi4", '褚': "chu3", '重': "chong2", '种': "chong2",
	// 乐 (yuè as a surname, lè in 乐视) is left to the dictionary: companies start with it too.
}

// SortKey answers the sort key of a text: each Chinese character as its pinyin with tone
// and a space, other letters lower-cased, then a unit separator and the text itself, so
// texts with the same key still order one way (by code point) on both stores. "" has none.
func SortKey(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	var b strings.Builder
	b.Grow(len(s) * 3)
	first := true
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Han, r):
			py := ""
			if first {
				py = surnames[r]
			}
			if py == "" {
				if ps := pinyin.SinglePinyin(r, pinyinArgs); len(ps) > 0 {
					py = ps[0]
				}
			}
			if py == "" {
				b.WriteRune(r) // a character the dictionary lacks sorts after every letter
			} else {
				b.WriteString(py)
			}
			b.WriteByte(' ')
		default:
			b.WriteRune(unicode.ToLower(r))
		}
		first = false
	}
	b.WriteByte(0x1f)
	b.WriteString(s)
	return b.String()
}

// sortKeyValue answers the sort key column's value for a document: nil when the field is empty.
func sortKeyValue(f *meta.Field, doc map[string]any) any {
	s, _ := doc[f.Name].(string)
	if k := SortKey(s); k != "" {
		return k
	}
	return nil
}

// syncSortKeys adds the sort key columns a model's text fields need and fills them from
// the documents, and drops the keys of fields that no longer have one.
func (s *Store) syncSortKeys(ctx context.Context, m *meta.Model, have map[string]string) error {
	want := map[string]bool{}
	for _, f := range sortKeyed(m) {
		c := SortColumn(f)
		want[c] = true
		if _, ok := have[c]; ok {
			continue
		}
		if _, err := s.w.ExecContext(ctx, "ALTER TABLE "+Table(m.Name)+" ADD COLUMN "+c+" TEXT"); err != nil {
			return fmt.Errorf("store: add column %s.%s: %w", m.Name, c, err)
		}
		if err := s.fillSortKeys(ctx, m, f); err != nil {
			return err
		}
	}
	for c := range have {
		if strings.HasPrefix(c, "k_") && !want[c] {
			if err := s.dropColumn(ctx, m, c); err != nil {
				return err
			}
		}
	}
	return nil
}

// fillSortKeys computes the sort keys of existing records (in Go: neither store knows
// pinyin), a slice of ids at a time so a large table is not rewritten in one transaction.
func (s *Store) fillSortKeys(ctx context.Context, m *meta.Model, f *meta.Field) error {
	maxID, err := s.MaxID(ctx, m)
	if err != nil {
		return err
	}
	read := s.w.Rebind("SELECT id, " + s.ddl.documentExpr(f) + " AS v FROM " + Table(m.Name) + " WHERE id > ? AND id <= ? AND " + s.ddl.documentExpr(f) + " IS NOT NULL")
	write := s.w.Rebind("UPDATE " + Table(m.Name) + " SET " + SortColumn(f) + " = ? WHERE id = ?")
	const slice = 5000
	for lo := int64(0); lo < maxID; lo += slice {
		var rows []struct {
			ID    int64  `db:"id"`
			Value string `db:"v"`
		}
		if err := s.w.SelectContext(ctx, &rows, read, lo, lo+slice); err != nil {
			return fmt.Errorf("store: read %s.%s for sort keys: %w", m.Name, f.Name, err)
		}
		if len(rows) == 0 {
			continue
		}
		tx, err := s.w.BeginTxx(ctx, nil)
		if err != nil {
			return err
		}
		stmt, err := tx.PreparexContext(ctx, write)
		if err != nil {
			tx.Rollback()
			return err
		}
		for _, r := range rows {
			if _, err := stmt.ExecContext(ctx, SortKey(r.Value), r.ID); err != nil {
				tx.Rollback()
				return fmt.Errorf("store: fill sort keys of %s.%s: %w", m.Name, f.Name, err)
			}
		}
		stmt.Close()
		if err := tx.Commit(); err != nil {
			return err
		}
	}
	return nil
}
