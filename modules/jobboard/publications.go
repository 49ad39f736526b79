package jobboard

import (
	"context"
	"time"

	"huntline/engine"
)

// Publication is a job published on a board: a record of the model publication (shared meta).
type Publication struct {
	JobOrder    int64
	Site        string
	Status      string // published, closed, failed (option list publication_status)
	Title       string
	URL         string
	BoardID     string
	PublishedAt time.Time
	ClosesAt    string // YYYY-MM-DD
}

// RecordPublication keeps one record per job and site: created on the first publish, updated
// on republish. It answers the record's id.
func (m *Module) RecordPublication(ctx context.Context, p engine.Principal, pub Publication) (int64, error) {
	return 0, nil // TODO
}

// ClosePublications closes every open publication of a job: the board's Closer, then status
// closed. It answers how many were closed.
func (m *Module) ClosePublications(ctx context.Context, p engine.Principal, joborder int64) (int, error) {
	return 0, nil // TODO
}
