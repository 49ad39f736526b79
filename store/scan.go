package store

import "fmt"

// Rows is what the Scan helpers read: *sql.Rows or *sqlx.Rows.
type Rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
	Close() error
}

// ScanIDs reads rows of one id, hands each to fn, and closes rows.
func ScanIDs(rows Rows, fn func(id int64)) error {
	defer rows.Close()
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return err
		}
		fn(id)
	}
	return rows.Err()
}

// ScanIDNames reads rows of (id, name), hands each to fn, and closes rows.
func ScanIDNames(rows Rows, fn func(id int64, name string)) error {
	defer rows.Close()
	for rows.Next() {
		var id int64
		var name string
		if err := rows.Scan(&id, &name); err != nil {
			return err
		}
		fn(id, name)
	}
	return rows.Err()
}

// collect reads every row of a query with scan and closes the rows; err is the query's own,
// and what names the read in any error.
func collect[T any](what string, rows Rows, err error, scan func(Rows) (T, error)) ([]T, error) {
	if err != nil {
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("store: %s: %w", what, err)
		}
		out = append(out, v)
	}
	return out, rows.Err()
}
