package reports

import (
	"fmt"
	"testing"
	"time"

	"huntline/engine"
	"huntline/meta"
	"huntline/resttest"
)

// world is the data every report is checked on: three consultants in two teams, dated
// around today in the tenant's zone so that the report's range (the 14 days to today)
// holds some of everything and leaves some out. Carl is narrowed by data access groups to
// his own records; Dana leads team A; Eve is in team B.
type world struct {
	h                *resttest.Harness
	carl, dana, eve  *resttest.Harness
	teamA, teamB     int64
	loc              *time.Location
	today            time.Time // midnight, tenant's zone
	from, to         time.Time // the range: today-13 … today
	rangeParam       string
	cand, sub, job   map[string]int64
	client1, client2 int64
}

// at answers day n from today at 10:00 in the tenant's zone.
func (w *world) at(n int) time.Time { return w.today.AddDate(0, 0, n).Add(10 * time.Hour) }

func (w *world) dt(n int) string { return w.at(n).UTC().Format(meta.DateTimeLayout) }
func (w *world) date(n int) string {
	return w.today.AddDate(0, 0, n).Format(meta.DateLayout)
}

func newWorld(t *testing.T, h *resttest.Harness) *world {
	t.Helper()
	ctx := t.Context()
	w := &world{h: h, cand: map[string]int64{}, sub: map[string]int64{}, job: map[string]int64{}}
	w.loc = h.E.Tenants.Location(ctx, 1)
	y, m, d := h.E.Now().In(w.loc).Date()
	w.today = time.Date(y, m, d, 0, 0, 0, 0, w.loc)
	w.from, w.to = w.today.AddDate(0, 0, -13), w.today
	w.rangeParam = w.from.Format(time.DateOnly) + "," + w.to.Format(time.DateOnly)
	w.teamA = h.Create("team", map[string]any{"name": "Team A"})
	w.teamB = h.Create("team", map[string]any{"name": "Team B"})
	w.carl = h.As("carl@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Carl", "team": w.teamA})
	w.dana = h.As("dana@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Dana", "team": w.teamA, "isleader": true})
	w.eve = h.As("eve@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Eve", "team": w.teamB})
	for model, field := range map[string]string{"candidate": "owner", "jobsubmission": "owner", "joborder": "owner", "note": "user", "invoiceassignment": "user", "target": "user"} {
		h.Create("dataaccessmodelquery", map[string]any{"name": "Own " + model, "model": model, "query": field + "={{user.id}}", "users": []int64{w.carl.UserID}})
	}
	sys := engine.System(1)
	bulk := func(model string, recs ...engine.NewRecord) []int64 {
		ids, err := h.E.BulkCreate(ctx, sys, model, recs)
		if err != nil {
			t.Fatalf("%s: %v", model, err)
		}
		return ids
	}
	rec := func(n int, data map[string]any) engine.NewRecord {
		return engine.NewRecord{Data: data, CreatedAt: w.at(n)}
	}
	carl, dana, eve := w.carl.UserID, w.dana.UserID, w.eve.UserID

	cands := []struct {
		name   string
		owner  int64
		source any
		added  int
	}{{"c1", carl, "linkedin", -2}, {"c2", carl, "referral", -20}, {"c3", dana, "linkedin", -5}, {"c4", eve, nil, -1}, {"c5", eve, "referral", -3}}
	for _, c := range cands {
		data := map[string]any{"englishName": c.name, "owner": c.owner, "mobile": fmt.Sprintf("1390000%04d", len(w.cand))}
		if c.source != nil {
			data["source"] = c.source
		}
		w.cand[c.name] = bulk("candidate", rec(c.added, data))[0]
	}
	w.client1 = bulk("client", rec(-60, map[string]any{"name": "Initech", "owner": carl}))[0]
	w.client2 = bulk("client", rec(-60, map[string]any{"name": "Globex", "owner": dana}))[0]
	jobs := []struct {
		name   string
		client int64
		owner  int64
		status string
		open   int
	}{{"j1", w.client1, carl, "live", -3}, {"j2", w.client2, dana, "live", -30}, {"j3", w.client1, eve, "live", -1}, {"j4", w.client2, carl, "filled", -10}, {"j5", w.client2, carl, "live", -8}}
	for _, j := range jobs {
		w.job[j.name] = bulk("joborder", rec(j.open, map[string]any{"jobTitle": j.name, "client": j.client, "owner": j.owner, "status": j.status, "openDate": w.date(j.open), "headcount": 2}))[0]
	}
	subs := []struct {
		name, cand, job, status string
		owner                   int64
		sl                      int
		dates                   map[string]string
	}{
		{"s1", "c1", "j1", "cvsent", carl, -10, map[string]string{"cvsentDate": w.dt(-7)}},
		{"s2", "c2", "j1", "clientinterview", carl, -12, map[string]string{"cvsentDate": w.dt(-9), "interviewDate": w.dt(-4)}},
		{"s3", "c3", "j2", "offersign", dana, -20, map[string]string{"cvsentDate": w.dt(-15), "interviewDate": w.dt(-12), "offerDate": w.date(-6)}},
		{"s4", "c4", "j2", "onboard", eve, -13, map[string]string{"cvsentDate": w.dt(-11), "interviewDate": w.dt(-9), "offerDate": w.date(-5), "onboardDate": w.date(-2)}},
		{"s5", "c5", "j4", "longlist", eve, -1, nil},
		{"s6", "c3", "j4", "reject", carl, -25, nil},
		{"s7", "c1", "j4", "cvsent", carl, -3, map[string]string{"cvsentDate": w.dt(-1)}},
	}
	for _, s := range subs {
		data := map[string]any{"candidate": w.cand[s.cand], "joborder": w.job[s.job], "status": s.status, "owner": s.owner, "shortlistDate": w.dt(s.sl)}
		for k, v := range s.dates {
			data[k] = v
		}
		w.sub[s.name] = bulk("jobsubmission", rec(s.sl, data))[0]
	}
	notes := []struct {
		user int64
		n    int
	}{{carl, -1}, {carl, -3}, {carl, 0}, {dana, -2}, {eve, -30}, {eve, -13}}
	for _, n := range notes {
		bulk("note", rec(n.n, map[string]any{"content": "Called", "user": n.user, "candidate": w.cand["c1"]}))
	}
	invoices := []struct {
		status string
		n      int
		split  map[int64]float64
	}{{"sent", -2, map[int64]float64{carl: 4000, eve: 6000}}, {"void", -1, map[int64]float64{eve: 5000}}, {"paid", -40, map[int64]float64{dana: 3000}}, {"paid", -6, map[int64]float64{dana: 2500.5}}}
	for _, in := range invoices {
		total := 0.0
		for _, v := range in.split {
			total += v
		}
		id := bulk("invoice", rec(in.n, map[string]any{"jobsubmission": w.sub["s4"], "client": w.client2, "owner": eve, "invoiceAmount": total, "invoiceDate": w.date(in.n), "status": in.status}))[0]
		for user, v := range in.split {
			bulk("invoiceassignment", rec(in.n, map[string]any{"invoice": id, "user": user, "percent": 100 * v / total, "revenue": v}))
		}
	}
	for _, u := range []int64{carl, dana, eve} {
		for _, month := range []time.Time{w.from, w.to} {
			bulk("target", rec(-1, map[string]any{"user": u, "month": month.Format("2006-01"), "notes": 30, "submissions": 8, "cvsent": 4, "interviews": 3, "offers": 1, "placements": 1, "revenue": 50000}))
			if month.Month() == w.to.Month() {
				break // one target per user and month
			}
		}
	}
	return w
}
