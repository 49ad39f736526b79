package engine

import (
	"context"

	"huntline/store"
)

// Statements are the SQL statements one request ran, noted by the store (store.Statements),
// for the slow-request log.
type Statements = store.Statements

// WithStatements answers a context in which the store notes every statement it runs through
// its query paths into the answered collector.
func WithStatements(ctx context.Context) (context.Context, *Statements) {
	return store.WithStatements(ctx)
}
