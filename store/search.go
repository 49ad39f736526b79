package store

import (
	"context"
	"database/sql"
	"slices"
	"strings"
)

// Search is what keyword search keeps of a record besides its name: its searchable values,
// with those some readers may not see (concealed contact details, meta.Field.Concealed) kept
// apart, so that a term can be matched without them (KeywordQuery.Hidden). A record's row
// in the keyword table holds
//
//   - tok: the tokens of the text every reader sees, and txt, that text;
//   - htok: the tokens found only in the hidden text, and htxt, that text.
//
// A reader who may not see the hidden values matches tok and txt alone, exactly as a model
// without hidden values is matched; a reader who sees them matches each token in tok or
// htok, and each LIKE pattern in txt or htxt. Both token columns are indexed.
type Search struct {
	Values []string
	Hidden []string
	// HideName keeps the display name with the hidden values: it shows one of them (a call
	// named after its number).
	HideName bool
}

// Equal reports whether two searches keep the same text.
func (s Search) Equal(o Search) bool {
	return s.HideName == o.HideName && slices.Equal(s.Values, o.Values) && slices.Equal(s.Hidden, o.Hidden)
}

// keywordRow is a record's row in its model's keyword table.
type keywordRow struct {
	tok, htok []string
	txt, htxt string
}

func keywordRowOf(name string, s Search) keywordRow {
	open, hidden := append([]string{name}, s.Values...), s.Hidden
	if s.HideName {
		open, hidden = s.Values, append([]string{name}, s.Hidden...)
	}
	r := keywordRow{txt: SearchText(open), htxt: SearchText(hidden), tok: Tokens(SearchText(open)), htok: []string{}}
	if r.tok == nil {
		r.tok = []string{}
	}
	seen := make(map[string]bool, len(r.tok))
	for _, t := range r.tok {
		seen[t] = true
	}
	for _, t := range Tokens(r.htxt) {
		if !seen[t] {
			r.htok = append(r.htok, t)
		}
	}
	return r
}

// putKeywordRow writes a record's keyword row, replacing any it had.
func putKeywordRow(ctx context.Context, exec func(context.Context, string, ...any) (sql.Result, error), d Dialect, kt string, id int64, r keywordRow) error {
	if d.Name() == "postgres" {
		_, err := exec(ctx, "INSERT INTO "+kt+" (id, tok, txt, htok, htxt) VALUES ($1, $2::text[], $3, $4::text[], $5) "+
			"ON CONFLICT (id) DO UPDATE SET tok = EXCLUDED.tok, txt = EXCLUDED.txt, htok = EXCLUDED.htok, htxt = EXCLUDED.htxt",
			id, pgArray(r.tok), r.txt, pgArray(r.htok), r.htxt)
		return err
	}
	if _, err := exec(ctx, "DELETE FROM "+kt+" WHERE rowid = ?", id); err != nil {
		return err
	}
	_, err := exec(ctx, "INSERT INTO "+kt+" (rowid, tok, txt, htok, htxt) VALUES (?, ?, ?, ?, ?)",
		id, strings.Join(r.tok, " "), r.txt, strings.Join(r.htok, " "), r.htxt)
	return err
}
