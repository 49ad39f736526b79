package jobboard

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"golang.org/x/oauth2"

	"huntline/engine"
)

// DemoTokener is a Board whose simulator issues tokens without the browser's round trip, so
// the demo binds users to it (SeedDemo); nil when the board talks to a real provider.
type DemoTokener interface {
	DemoToken(uid string) *oauth2.Token
}

// DemoSearcher is a Board with saved searches of its own query shape for the demo; a board
// without it gets two keyword searches.
type DemoSearcher interface {
	DemoSearches() []Search
}

// DemoPublisher is a Board that publishes a demo job on its simulator, answering the
// publication to record; a board without it gets a record with no board link.
type DemoPublisher interface {
	DemoPublish(ctx context.Context, tok *oauth2.Token, job engine.Item) (Publication, error)
}

// SeedDemo is the demo seed's hook (fixtures): every board whose simulator issues tokens is
// switched on, the users are bound to it, each with two saved searches, and jobs[0] is
// published once on it by the first user. jobs[1], a job no longer open, shows the other
// states: closed on the first board, failed on the others. Boards without a simulator are
// left alone.
func (m *Module) SeedDemo(ctx context.Context, users []int64, jobs []int64) error {
	e := m.Engine()
	m.mu.RLock()
	var boards []Board
	for _, b := range m.boards {
		if _, ok := b.(DemoTokener); ok {
			boards = append(boards, b)
		}
	}
	m.mu.RUnlock()
	sort.Slice(boards, func(i, j int) bool { return boards[i].Site() < boards[j].Site() })
	seeded := 0
	for _, b := range boards {
		site := b.Site()
		if b.(DemoTokener).DemoToken("demo-probe") == nil {
			continue // a real provider: nothing to bind without a browser
		}
		if err := e.Metadata.SwitchPlugin(ctx, engine.System(1), site, true); err != nil {
			return err
		}
		for i, uid := range users {
			p, err := demoPrincipal(ctx, e, uid)
			if err != nil {
				return err
			}
			tok := b.(DemoTokener).DemoToken(fmt.Sprintf("demo-%d", uid))
			if tok == nil {
				continue
			}
			a, err := b.FetchAccount(ctx, tok)
			if err != nil {
				a = Account{ProviderUID: fmt.Sprintf("demo-%d", uid), Name: p.Name}
			}
			if err := m.StoreAccount(ctx, p.TenantID, uid, site, a, tok); err != nil {
				return err
			}
			for _, s := range demoSearches(b) {
				if _, err := m.AddSearch(ctx, p, site, s); err != nil {
					return err
				}
			}
			if i > 0 {
				continue
			}
			if len(jobs) > 0 && jobs[0] != 0 {
				if err := m.demoPublish(ctx, p, b, tok, jobs[0]); err != nil {
					return err
				}
			}
			if len(jobs) > 1 && jobs[1] != 0 {
				status := StatusFailed
				if seeded == 0 {
					status = StatusClosed
				}
				if err := m.demoRecord(ctx, p, b, jobs[1], status); err != nil {
					return err
				}
			}
		}
		seeded++
	}
	return nil
}

// demoRecord records a publication of job on b in status, as one that ran its course.
func (m *Module) demoRecord(ctx context.Context, p engine.Principal, b Board, job int64, status string) error {
	it, err := m.Engine().Get(ctx, p, jobModel, job, nil)
	if err != nil {
		return err
	}
	title, _ := it["jobTitle"].(string)
	pub := Publication{JobOrder: job, Site: b.Site(), Title: title, Status: status, PublishedAt: m.Engine().Now().AddDate(0, -2, 0)}
	if status == StatusClosed {
		pub.BoardID = fmt.Sprintf("demo-%d", job)
	}
	_, err = m.RecordPublication(ctx, p, pub)
	return err
}

// demoPrincipal answers a demo user as the principal his requests would carry.
func demoPrincipal(ctx context.Context, e *engine.Engine, uid int64) (engine.Principal, error) {
	it, err := e.Get(ctx, engine.System(1), "user", uid, nil)
	if err != nil {
		return engine.Principal{}, err
	}
	admin, _ := it["isAdmin"].(bool)
	name, _ := it["__name__"].(string)
	return engine.Principal{TenantID: 1, UserID: uid, IsAdmin: admin, Name: name, Lang: "en"}, nil
}

func demoSearches(b Board) []Search {
	if ds, ok := b.(DemoSearcher); ok {
		return ds.DemoSearches()
	}
	q := func(v map[string]any) string { raw, _ := json.Marshal(v); return string(raw) }
	return []Search{
		{Title: "Java 上海", Query: q(map[string]any{"keyword": "Java", "city": "上海"})},
		{Title: "财务总监", Query: q(map[string]any{"keyword": "财务总监"}), Subscribed: true},
	}
}

// demoPublish records the demo job's publication on b.
func (m *Module) demoPublish(ctx context.Context, p engine.Principal, b Board, tok *oauth2.Token, job int64) error {
	it, err := m.Engine().Get(ctx, p, jobModel, job, nil)
	if err != nil {
		return err
	}
	title, _ := it["jobTitle"].(string)
	pub := Publication{JobOrder: job, Site: b.Site(), Title: title, BoardID: fmt.Sprintf("demo-%d", job)}
	if dp, ok := b.(DemoPublisher); ok {
		if pub, err = dp.DemoPublish(ctx, tok, it); err != nil {
			return err
		}
		pub.JobOrder, pub.Site = job, b.Site()
	}
	_, err = m.RecordPublication(ctx, p, pub)
	return err
}

// DemoOrigin is the address the demo's board links are made whole with, since the seed has
// no request to take it from: HUNTLINE_PUBLIC_URL, else http://HUNTLINE_ADDR, else the
// address `make run` serves on (http://127.0.0.1:8080).
func DemoOrigin() string {
	switch addr := os.Getenv("HUNTLINE_ADDR"); {
	case os.Getenv("HUNTLINE_PUBLIC_URL") != "":
		return strings.TrimRight(os.Getenv("HUNTLINE_PUBLIC_URL"), "/")
	case addr != "" && !strings.HasPrefix(addr, ":"):
		return "http://" + addr
	}
	return "http://127.0.0.1:8080"
}
