package reports

import (
	"database/sql"
	"fmt"
	"math"
	"net/url"
	"sort"
	"strings"
	"testing"
	"time"

	"huntline/meta"
	"huntline/resttest"
)

// hand computes a report's figures with hand-written SQL on the record tables, to hold
// the reports to: the same data, counted without the engine.
type hand struct {
	t      *testing.T
	w      *world
	pg     bool
	narrow int64 // the narrowed reader's user id, 0 for the admin
}

type groups map[string]float64

func (hd *hand) rows(query string, args ...any) *sql.Rows {
	hd.t.Helper()
	st := hd.w.h.E.Store
	rs, err := st.DB().QueryContext(hd.t.Context(), st.Rebind(query), args...)
	if err != nil {
		hd.t.Fatalf("%v\n%s", err, query)
	}
	return rs
}

// groups runs a query answering (key, value) rows.
func (hd *hand) groups(query string, args ...any) groups {
	hd.t.Helper()
	rs := hd.rows(query, args...)
	defer rs.Close()
	out := groups{}
	for rs.Next() {
		var k sql.NullString
		var v sql.NullFloat64
		if err := rs.Scan(&k, &v); err != nil {
			hd.t.Fatal(err)
		}
		key := "null"
		if k.Valid {
			key = k.String
		}
		out[key] += v.Float64
	}
	return out
}

// medians runs a query answering (key, from, to) rows and answers each key's median days.
func (hd *hand) medians(query string, args ...any) groups {
	hd.t.Helper()
	rs := hd.rows(query, args...)
	defer rs.Close()
	days := map[string][]float64{}
	for rs.Next() {
		var k, a, b sql.NullString
		if err := rs.Scan(&k, &a, &b); err != nil {
			hd.t.Fatal(err)
		}
		key := "null"
		if k.Valid {
			key = k.String
		}
		days[key] = append(days[key], instant(a.String).Sub(instant(b.String)).Hours()/24*-1)
	}
	out := groups{}
	for k, ds := range days {
		sort.Float64s(ds)
		n := len(ds)
		m := ds[n/2]
		if n%2 == 0 {
			m = (ds[n/2-1] + ds[n/2]) / 2
		}
		out[k] = math.Round(m*10) / 10
	}
	return out
}

func instant(s string) time.Time {
	if t, err := time.Parse(meta.DateTimeLayout, s); err == nil {
		return t
	}
	t, _ := time.Parse(meta.DateLayout, s)
	return t
}

func j(alias, field string) string { return alias + ".data->>'" + field + "'" }

func idOf(expr string) string { return "CAST(" + expr + " AS BIGINT)" }

func (hd *hand) num(expr string) string {
	if hd.pg {
		return "CAST(" + expr + " AS DOUBLE PRECISION)"
	}
	return "CAST(" + expr + " AS REAL)"
}

func live(alias string) string { return alias + ".tenant_id = 1 AND NOT " + alias + ".is_deleted" }

// scope is the narrowed reader's data access condition on alias (field = him), or "".
func (hd *hand) scope(alias, field string) string {
	if hd.narrow == 0 {
		return ""
	}
	return fmt.Sprintf(" AND %s = %d", idOf(j(alias, field)), hd.narrow)
}

// inDateTime is a datetime field within the range's days in the tenant's zone.
func (hd *hand) inDateTime(expr string) string {
	return fmt.Sprintf("%s >= '%s' AND %s < '%s'", expr, hd.w.from.UTC().Format(meta.DateTimeLayout), expr, hd.w.to.AddDate(0, 0, 1).UTC().Format(meta.DateTimeLayout))
}

func (hd *hand) inDate(expr string) string {
	return fmt.Sprintf("%s >= '%s' AND %s <= '%s'", expr, hd.w.from.Format(meta.DateLayout), expr, hd.w.to.Format(meta.DateLayout))
}

func (hd *hand) inCreated(alias string) string {
	d := hd.w.h.E.Store.Dialect()
	if hd.pg {
		return fmt.Sprintf("%s.created_at >= '%s' AND %s.created_at < '%s'", alias, hd.w.from.UTC().Format(time.RFC3339Nano), alias, hd.w.to.AddDate(0, 0, 1).UTC().Format(time.RFC3339Nano))
	}
	return fmt.Sprintf("%s.created_at >= '%v' AND %s.created_at < '%v'", alias, d.TimeArg(hd.w.from), alias, d.TimeArg(hd.w.to.AddDate(0, 0, 1)))
}

// dimExpr answers a dim's key expression on a submission (alias s) and the joins it needs.
func dimOnSubmission(dim string) (string, string) {
	switch dim {
	case "user":
		return j("s", "owner"), ""
	case "team":
		return j("u", "team"), " LEFT JOIN rec_user u ON u.id = " + idOf(j("s", "owner"))
	case "client":
		return j("jo", "client"), " LEFT JOIN rec_joborder jo ON jo.id = " + idOf(j("s", "joborder"))
	case "joborder":
		return j("s", "joborder"), ""
	case "status":
		return j("s", "status"), ""
	case "source":
		return j("ca", "source"), " LEFT JOIN rec_candidate ca ON ca.id = " + idOf(j("s", "candidate"))
	}
	panic(dim)
}

// count counts submissions by dim whose date field is in the range.
func (hd *hand) submissions(dim, field string, date bool, extra string) groups {
	key, joins := dimOnSubmission(dim)
	in := hd.inDateTime(j("s", field))
	if date {
		in = hd.inDate(j("s", field))
	}
	return hd.groups("SELECT " + key + ", COUNT(*) FROM rec_jobsubmission s" + joins + " WHERE " + live("s") + " AND " + in + hd.scope("s", "owner") + extra + " GROUP BY " + key)
}

func (hd *hand) submissionMedians(dim, from, to string) groups {
	key, joins := dimOnSubmission(dim)
	in := hd.inDateTime(j("s", to))
	if to == "offerDate" || to == "onboardDate" {
		in = hd.inDate(j("s", to))
	}
	return hd.medians("SELECT " + key + ", " + j("s", from) + ", " + j("s", to) + " FROM rec_jobsubmission s" + joins + " WHERE " + live("s") + " AND " + in +
		" AND " + j("s", from) + " IS NOT NULL" + hd.scope("s", "owner"))
}

// userKey answers the key expression of a user dim (user or team) on alias.field and its join.
func userKey(dim, alias, field string) (string, string) {
	if dim == "team" {
		return j("u", "team"), " LEFT JOIN rec_user u ON u.id = " + idOf(j(alias, field))
	}
	return j(alias, field), ""
}

func (hd *hand) notes(dim string) groups {
	key, joins := userKey(dim, "n", "user")
	return hd.groups("SELECT " + key + ", COUNT(*) FROM rec_note n" + joins + " WHERE " + live("n") + " AND " + hd.inCreated("n") + hd.scope("n", "user") + " GROUP BY " + key)
}

// revenue sums the split credit of invoices dated in the range, void ones left out.
func (hd *hand) revenue(dim, measure string) groups {
	var key, joins string
	switch dim {
	case "month":
		key = "substr(" + j("i", "invoiceDate") + ", 1, 7)"
	case "client":
		key = j("i", "client")
	default:
		key, joins = userKey(dim, "ia", "user")
	}
	value := "SUM(" + hd.num(j("ia", "revenue")) + ")"
	if measure == "invoices" {
		value = "COUNT(DISTINCT " + j("ia", "invoice") + ")"
	}
	got := hd.groups("SELECT " + key + ", " + value + " FROM rec_invoiceassignment ia JOIN rec_invoice i ON i.id = " + idOf(j("ia", "invoice")) + joins +
		" WHERE " + live("ia") + " AND " + live("i") + " AND " + hd.inDate(j("i", "invoiceDate")) + " AND COALESCE(" + j("i", "status") + ", '') <> 'void'" + hd.scope("ia", "user") + " GROUP BY " + key)
	if dim == "month" {
		out := groups{}
		for k, v := range got {
			out[k+"-01"] = v
		}
		return out
	}
	return got
}

// expected answers each column's figures by key of the report grouped by x.
func (hd *hand) expected(report, x string) map[string]groups {
	const open = " AND " + "s.data->>'status' NOT IN ('onboard', 'invoice', 'reject')"
	switch report {
	case "activity":
		return map[string]groups{
			"notes":       hd.notes(x),
			"submissions": hd.submissions(x, "shortlistDate", false, ""),
			"cvsent":      hd.submissions(x, "cvsentDate", false, ""),
			"interviews":  hd.submissions(x, "interviewDate", false, ""),
			"offers":      hd.submissions(x, "offerDate", true, ""),
			"placements":  hd.submissions(x, "onboardDate", true, ""),
			"revenue":     hd.revenue(x, "revenue"),
		}
	case "funnel":
		return map[string]groups{
			"submitted":      hd.submissions(x, "shortlistDate", false, ""),
			"cvsent":         hd.submissions(x, "cvsentDate", false, ""),
			"interview":      hd.submissions(x, "interviewDate", false, ""),
			"offer":          hd.submissions(x, "offerDate", true, ""),
			"placed":         hd.submissions(x, "onboardDate", true, ""),
			"days_cv":        hd.submissionMedians(x, "shortlistDate", "cvsentDate"),
			"days_interview": hd.submissionMedians(x, "cvsentDate", "interviewDate"),
			"days_offer":     hd.submissionMedians(x, "interviewDate", "offerDate"),
			"days_placed":    hd.submissionMedians(x, "offerDate", "onboardDate"),
		}
	case "submissions":
		return map[string]groups{"submissions": hd.submissions(x, "shortlistDate", false, "")}
	case "stale_submissions":
		key, joins := dimOnSubmission(x)
		cutoff := hd.w.today.AddDate(0, 0, -5)
		d := hd.w.h.E.Store.Dialect()
		return map[string]groups{"stale": hd.groups("SELECT "+key+", COUNT(*) FROM rec_jobsubmission s"+joins+" WHERE "+live("s")+open+
			" AND s.updated_at < ?"+hd.scope("s", "owner")+" GROUP BY "+key, d.TimeArg(cutoff))}
	case "jobs_without_submission":
		key := map[string]string{"user": j("jo", "owner"), "client": j("jo", "client"), "team": j("u", "team")}[x]
		joins := ""
		if x == "team" {
			joins = " LEFT JOIN rec_user u ON u.id = " + idOf(j("jo", "owner"))
		}
		return map[string]groups{"jobs": hd.groups("SELECT " + key + ", COUNT(*) FROM rec_joborder jo" + joins + " WHERE " + live("jo") + " AND " + j("jo", "status") + " = 'live'" + hd.scope("jo", "owner") +
			" AND NOT EXISTS (SELECT 1 FROM rec_jobsubmission s WHERE " + live("s") + " AND " + idOf(j("s", "joborder")) + " = jo.id" + hd.scope("s", "owner") + ") GROUP BY " + key)}
	case "revenue":
		return map[string]groups{"revenue": hd.revenue(x, "revenue"), "invoices": hd.revenue(x, "invoices")}
	case "sources":
		// A cohort: the candidates added in the range, and how many of them were submitted
		// (have a submission) and placed (one at onboard or invoice).
		added := " FROM rec_candidate c WHERE " + live("c") + " AND " + hd.inCreated("c") + hd.scope("c", "owner")
		has := func(extra string) string {
			return " AND EXISTS (SELECT 1 FROM rec_jobsubmission s WHERE " + live("s") + " AND " + idOf(j("s", "candidate")) + " = c.id" + hd.scope("s", "owner") + extra + ")"
		}
		group := " GROUP BY " + j("c", "source")
		return map[string]groups{
			"added":     hd.groups("SELECT " + j("c", "source") + ", COUNT(*)" + added + group),
			"submitted": hd.groups("SELECT " + j("c", "source") + ", COUNT(*)" + added + has("") + group),
			"placed":    hd.groups("SELECT " + j("c", "source") + ", COUNT(*)" + added + has(" AND "+j("s", "status")+" IN ('onboard', 'invoice')") + group),
		}
	case "candidates":
		key, joins := map[string]string{"user": j("c", "owner"), "source": j("c", "source"), "city": j("c", "city"), "status": j("c", "status"), "team": j("u", "team")}[x], ""
		if x == "team" {
			joins = " LEFT JOIN rec_user u ON u.id = " + idOf(j("c", "owner"))
		}
		return map[string]groups{"candidates": hd.groups("SELECT " + key + ", COUNT(*) FROM rec_candidate c" + joins + " WHERE " + live("c") + " AND " + hd.inCreated("c") + hd.scope("c", "owner") + " GROUP BY " + key)}
	case "joborders":
		key, joins := map[string]string{"user": j("jo", "owner"), "client": j("jo", "client"), "status": j("jo", "status"), "city": j("jo", "city"), "team": j("u", "team")}[x], ""
		if x == "team" {
			joins = " LEFT JOIN rec_user u ON u.id = " + idOf(j("jo", "owner"))
		}
		where := " FROM rec_joborder jo" + joins + " WHERE " + live("jo") + " AND " + hd.inDate(j("jo", "openDate")) + hd.scope("jo", "owner") + " GROUP BY " + key
		return map[string]groups{"jobs": hd.groups("SELECT " + key + ", COUNT(*)" + where), "headcount": hd.groups("SELECT " + key + ", SUM(" + hd.num(j("jo", "headcount")) + ")" + where)}
	}
	hd.t.Fatalf("no hand-written figures for %s", report)
	return nil
}

// additive reports whether a column's total is the sum of its groups.
func additive(report, col string) bool {
	return !strings.HasPrefix(col, "days_") && col != "invoices"
}

// Every shipped report's numbers, by each dim its x axis allows, equal the same figures
// computed by hand-written SQL on the same data: as the admin, and as a consultant whose
// data access groups narrow him to his own records (and the totals too).
func TestReportsMatchHandWrittenSQL(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		w := newWorld(t, h)
		ts, order, _ := loadTemplates(files, "templates")
		pg := h.E.Store.Dialect().Name() == "postgres"
		nonzero := 0
		for _, reader := range []struct {
			name string
			h    *resttest.Harness
			id   int64
		}{{"admin", h, 0}, {"narrowed", w.carl, w.carl.UserID}} {
			hd := &hand{t: t, w: w, pg: pg, narrow: reader.id}
			for _, name := range order {
				tpl := ts[name]
				if tpl.Source != "" {
					continue // the operation log is held to the change log in TestOperationLogReport
				}
				for _, x := range tpl.X {
					if x == "date" || x == "month" && name != "revenue" {
						continue // trends: TestTrendsMatchTheTable
					}
					q := url.Values{"type": {name}, "groupby_x": {x}, "daterange": {w.rangeParam}, "filter_basic": {"{}"}}
					status, body := reader.h.Get("/rest/reporttemplate/report?" + q.Encode())
					if status != 200 {
						t.Errorf("%s %s by %s: %d %v", reader.name, name, x, status, body)
						continue
					}
					rep := data(t, body)
					got := map[string]groups{}
					for _, r := range rep["rows"].([]any) {
						row := r.(map[string]any)
						key := fmt.Sprint(row["keys"].([]any)[0])
						if row["keys"].([]any)[0] == nil {
							key = "null"
						}
						for col, c := range row["cells"].(map[string]any) {
							if got[col] == nil {
								got[col] = groups{}
							}
							got[col][key] = c.(map[string]any)["value"].(float64)
						}
					}
					totals := rep["total"].(map[string]any)["cells"].(map[string]any)
					for col, want := range hd.expected(name, x) {
						keys := map[string]bool{}
						for k := range want {
							keys[k] = true
						}
						for k := range got[col] {
							keys[k] = true
						}
						sum := 0.0
						for k := range keys {
							if want[k] != got[col][k] {
								t.Errorf("%s, %s by %s, %s[%s] = %v, hand-written SQL %v", reader.name, name, x, col, k, got[col][k], want[k])
							}
							if got[col][k] != 0 {
								nonzero++
							}
							sum += want[k]
						}
						if additive(name, col) {
							if tot := totals[col].(map[string]any)["value"].(float64); math.Abs(tot-sum) > 0.001 {
								t.Errorf("%s, %s by %s, total %s = %v, hand-written SQL %v", reader.name, name, x, col, tot, sum)
							}
						}
					}
				}
			}
		}
		t.Logf("%d non-zero figures compared", nonzero)
		if nonzero < 50 {
			t.Errorf("only %d non-zero figures: the world does not exercise the reports", nonzero)
		}
	})
}
