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
//   - tok: the tokens of all its text, which the index answers;
//   - txt: the text every reader sees, for the LIKE check of longer terms;
//   - htok: the tokens found only in the hidden text: a term needing one of them matches
//     only for readers who see hidden values;
//   - htxt: the hidden text.
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
	r := keywordRow{txt: SearchText(open), htxt: SearchText(hidden)}
	openTok := Tokens(r.txt)
	r.tok = append([]string{}, openTok...)
	seen := make(map[string]bool, len(openTok))
	for _, t := range openTok {
		seen[t] = true
	}
	r.htok = []string{}
	for _, t := range Tokens(r.htxt) {
		if !seen[t] {
			r.tok = append(r.tok, t)
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
