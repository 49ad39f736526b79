package jobboard

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"golang.org/x/oauth2"

	"huntline/engine"
	"huntline/store"
)

// Publication is a job published on a board: a record of the model publication (the shared
// meta the board plugins bring, WithShared).
type Publication struct {
	JobOrder    int64
	Site        string
	Status      string // published, closed, failed (option list publication_status); "" is published
	Title       string
	URL         string
	BoardID     string
	PublishedAt time.Time // zero: now
	ClosesAt    string    // YYYY-MM-DD
}

// The publication model and its statuses.
const (
	publicationModel   = "publication"
	StatusPublished    = "published"
	StatusClosed       = "closed"
	StatusFailed       = "failed"
	maxJobPublications = 100
)

// publishing holds one RecordPublication at a time per job and site in this process, so two
// publishes at once update one record instead of making two.
var publishing sync.Map

// RecordPublication keeps one record per job and site: created on the first publish, updated
// on republish. It answers the record's id. A job the reader may not read is a 404. The
// records are the boards' bookkeeping: users read them, only boards write them.
func (m *Module) RecordPublication(ctx context.Context, p engine.Principal, pub Publication) (int64, error) {
	if _, err := m.board(pub.Site); err != nil {
		return 0, err
	}
	e := m.Engine()
	pm := e.Reg().Model(publicationModel)
	if pm == nil {
		return 0, errNoBoard
	}
	if err := m.readableJob(ctx, p, pub.JobOrder); err != nil {
		return 0, err
	}
	key := fmt.Sprintf("%d:%d:%s", p.TenantID, pub.JobOrder, pub.Site)
	l, _ := publishing.LoadOrStore(key, &sync.Mutex{})
	l.(*sync.Mutex).Lock()
	defer l.(*sync.Mutex).Unlock()
	if pub.Status == "" {
		pub.Status = StatusPublished
	}
	if pub.PublishedAt.IsZero() {
		pub.PublishedAt = e.Now()
	}
	set := map[string]any{
		"joborder": pub.JobOrder, "site": pub.Site, "status": pub.Status, "title": pub.Title, "url": pub.URL,
		"boardId": pub.BoardID, "publishedAt": pub.PublishedAt.UTC().Format(time.RFC3339), "closesAt": nilIfEmpty(pub.ClosesAt),
		"owner": p.UserID,
	}
	if pub.URL == "" {
		set["url"] = nil
	}
	found, err := m.publications(ctx, p.TenantID, fmt.Sprintf("joborder=%d&site=%s", pub.JobOrder, pub.Site))
	if err != nil {
		return 0, err
	}
	if len(found) == 0 {
		return e.CreateAsSystem(ctx, p, pm, set)
	}
	id, _ := found[0]["id"].(int64)
	err = e.Store.RecordTx(ctx, pm.Name, p.TenantID, id, func(tx *store.Tx) error {
		return e.UpdateInTx(ctx, tx, p, pm, id, set)
	})
	return id, err
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// publications answers the publication records of the tenant matching gql, read as the
// system: a board's bookkeeping looks at every one, whoever published it.
func (m *Module) publications(ctx context.Context, tenant int64, gql string) ([]engine.Item, error) {
	res, err := m.Engine().List(ctx, engine.System(tenant), publicationModel, engine.ListParams{GQL: gql, Ordering: "id", PaginateBy: maxJobPublications})
	if err != nil {
		return nil, err
	}
	return res.List, nil
}

// ClosePublications closes every open publication of a job: the board's Closer (with the
// publisher's token, else the reader's), then status closed. It answers how many were
// closed; one the board would not close stays open, and the others are still closed. A job
// the reader may not read is a 404; closing needs the right to edit the job.
func (m *Module) ClosePublications(ctx context.Context, p engine.Principal, joborder int64) (int, error) {
	e := m.Engine()
	pm := e.Reg().Model(publicationModel)
	if pm == nil || len(m.boardsOn()) == 0 {
		return 0, errNoBoard
	}
	if err := m.readableJob(ctx, p, joborder); err != nil {
		return 0, err
	}
	if ok, err := e.Editable(ctx, p, jobModel, joborder); err != nil {
		return 0, err
	} else if !ok {
		return 0, errCannotClose
	}
	open, err := m.publications(ctx, p.TenantID, fmt.Sprintf("joborder=%d&status=%s", joborder, StatusPublished))
	if err != nil {
		return 0, err
	}
	closed := 0
	var firstErr error
	for _, it := range open {
		id, _ := it["id"].(int64)
		site := fmt.Sprint(it["site"])
		b, err := m.board(site)
		if err != nil {
			continue // the board is off: nothing can be closed there now
		}
		if c, ok := b.(Closer); ok {
			if err := m.closeOn(ctx, p, c, site, it); err != nil {
				e.Log.Info("jobboard: closing a publication failed", "site", site, "publication", id, "err", err)
				if firstErr == nil {
					firstErr = err
				}
				continue
			}
		}
		err = e.Store.RecordTx(ctx, pm.Name, p.TenantID, id, func(tx *store.Tx) error {
			return e.UpdateInTx(ctx, tx, p, pm, id, map[string]any{"status": StatusClosed})
		})
		if err != nil {
			return closed, err
		}
		closed++
	}
	if closed == 0 && firstErr != nil {
		return 0, firstErr
	}
	return closed, nil
}

// closeOn closes one publication on its board with the publisher's token, or the reader's.
func (m *Module) closeOn(ctx context.Context, p engine.Principal, c Closer, site string, it engine.Item) error {
	boardID := strings.TrimSpace(fmt.Sprint(it["boardId"]))
	if boardID == "" || it["boardId"] == nil {
		return nil // never reached the board: nothing to close there
	}
	var tok *oauth2.Token
	var err error
	if owner := idOf(it["owner"]); owner != 0 && owner != p.UserID {
		tok, err = m.Token(ctx, engine.Principal{TenantID: p.TenantID, UserID: owner, Lang: p.Lang}, site)
	}
	if tok == nil {
		tok, err = m.Token(ctx, p, site)
	}
	if err != nil {
		return err
	}
	return c.ClosePosition(ctx, tok, boardID)
}

// idOf reads a link value as a record answers it: an id, or {"id": ...}.
func idOf(v any) int64 {
	switch x := v.(type) {
	case int64:
		return x
	case float64:
		return int64(x)
	case int:
		return int64(x)
	case map[string]any:
		return idOf(x["id"])
	case engine.Item:
		return idOf(map[string]any(x))
	}
	return 0
}

var errCannotClose = engine.NewError(http.StatusForbidden, "jobboard_cannot_close", "Only someone who may edit the job closes its publications.")
