package gql_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// registryOptions answers option codes from the shipped lists.
type registryOptions struct{ r *meta.Registry }

func (o registryOptions) Has(list, code string) bool { return slices.Contains(o.Codes(list), code) }
func (o registryOptions) Codes(list string) []string {
	var out []string
	if l := o.r.OptionList(list); l != nil {
		for _, op := range l.Options {
			out = append(out, op.Code)
		}
	}
	return out
}

var shanghai, _ = time.LoadLocation("Asia/Shanghai")

// fixture is a small world: a city tree, two clients, two jobs, five candidates (one
// deleted), three submissions and a note. ids are assigned in insertion order per model.
type fixture struct {
	s   *store.Store
	reg *meta.Registry
	// judge, when set, is the compiler's Keyword (how common a term is).
	judge func(model string, q store.KeywordQuery) store.KeywordQuery
}

func setup(t *testing.T, url string) *fixture {
	t.Helper()
	s, reg := storetest.Open(t, url)
	f := &fixture{s: s, reg: reg}
	f.add(t, "user", map[string]any{"englishName": "Amy", "email": "amy@x.com"})
	f.add(t, "user", map[string]any{"englishName": "Bob", "email": "bob@x.com"})
	f.add(t, "city", map[string]any{"name": "中国"})
	f.add(t, "city", map[string]any{"name": "上海", "parent": int64(1)})
	f.add(t, "city", map[string]any{"name": "浦东", "parent": int64(2)})
	f.add(t, "city", map[string]any{"name": "北京", "parent": int64(1)})
	f.add(t, "client", map[string]any{"name": "Acme (China)", "type": "customer"})
	f.add(t, "client", map[string]any{"name": "Beta Tech", "type": "prospect"})
	f.add(t, "joborder", map[string]any{"jobTitle": "Engineer", "client": int64(1), "status": "live"})
	f.add(t, "joborder", map[string]any{"jobTitle": "Sales", "client": int64(2), "status": "closed"})
	f.add(t, "candidate", map[string]any{"chineseName": "王伟", "englishName": "Wei Wang", "status": "active", "owner": int64(1), "city": int64(3),
		"tags": []any{"key_talent", "bilingual"}, "experience": int64(5), "expectedSalary": map[string]any{"min": 300000.0, "max": 400000.0},
		"dateOfBirth": "1990-05-01", "lastContacted": "2026-11-22T02:00:00Z", "willRelocate": true, "email": "wei@x.com"})
	f.add(t, "candidate", map[string]any{"chineseName": "李娜", "englishName": "Na Li", "status": "passive", "owner": int64(2), "city": int64(4),
		"tags": []any{"startup"}, "experience": int64(10), "expectedSalary": map[string]any{"min": 500000.0},
		"lastContacted": "2026-10-10T08:00:00Z", "willRelocate": false})
	f.add(t, "candidate", map[string]any{"chineseName": "王伟明", "englishName": "Weiming Wang", "status": "active", "owner": int64(1), "experience": int64(2)})
	f.add(t, "candidate", map[string]any{"englishName": "John Smith", "status": "new", "owner": int64(2), "city": int64(2), "mobile": "13812345678"})
	f.add(t, "candidate", map[string]any{"chineseName": "赵六", "status": "active", "owner": int64(1)})
	f.delete(t, "candidate", 5)
	f.add(t, "jobsubmission", map[string]any{"candidate": int64(1), "joborder": int64(1), "status": "cvsent", "owner": int64(1)})
	f.add(t, "jobsubmission", map[string]any{"candidate": int64(2), "joborder": int64(1), "status": "offersign", "owner": int64(2)})
	f.add(t, "jobsubmission", map[string]any{"candidate": int64(1), "joborder": int64(2), "status": "reject", "owner": int64(1)})
	f.add(t, "note", map[string]any{"content": "<p>called</p>", "candidate": int64(1)})
	return f
}

func (f *fixture) add(t *testing.T, model string, doc map[string]any) {
	t.Helper()
	ctx := context.Background()
	m := f.reg.Model(model)
	var search store.Search
	for _, sf := range m.SearchableFields() {
		if s, ok := doc[sf.Name].(string); ok {
			search.Values = append(search.Values, s)
		}
	}
	rec := &store.Record{TenantID: 1, CreatedBy: 1, Data: doc, Name: m.RenderName(0, doc, nil)}
	if err := f.s.Tx(ctx, func(tx *store.Tx) error { return tx.Insert(ctx, m, rec, search) }); err != nil {
		t.Fatal(err)
	}
}

func (f *fixture) delete(t *testing.T, model string, id int64) {
	ctx := context.Background()
	m := f.reg.Model(model)
	err := f.s.Tx(ctx, func(tx *store.Tx) error {
		rec, err := tx.GetForUpdate(ctx, m, 1, id)
		if err != nil {
			return err
		}
		rec.IsDeleted = true
		return tx.Update(ctx, m, rec, nil, []string{})
	})
	if err != nil {
		t.Fatal(err)
	}
}

func (f *fixture) compiler() *gql.Compiler {
	return &gql.Compiler{Reg: f.reg, D: f.s.Dialect(), Options: registryOptions{f.reg}, Keyword: f.judge,
		Env: gql.Env{TenantID: 1, UserID: 1, Now: time.Date(2026, 11, 22, 12, 0, 0, 0, shanghai)}}
}

// ids runs a filter through List and answers the ids in the order returned.
func (f *fixture) ids(model, filter, ordering string) ([]int64, error) {
	n, err := gql.Parse(filter)
	if err != nil {
		return nil, err
	}
	c := f.compiler()
	q, args, rollups, err := c.List(gql.Query{Model: f.reg.Model(model), Filter: n, Ordering: ordering, Limit: 100})
	if err != nil {
		return nil, err
	}
	rows, err := f.s.DB().Query(q, args...)
	if err != nil {
		return nil, fmt.Errorf("%w\n%s", err, q)
	}
	defer rows.Close()
	// The rollup columns are read into the same places each row and dropped: only ids count.
	dropped := make([]any, len(rollups))
	for i := range dropped {
		dropped[i] = new(any)
	}
	out := []int64{}
	for rows.Next() {
		rec, err := store.ScanRecord(rows, dropped...)
		if err != nil {
			return nil, err
		}
		out = append(out, rec.ID)
	}
	return out, rows.Err()
}

func TestFilters(t *testing.T) {
	cases := []struct {
		filter string
		want   []int64
	}{
		{"", []int64{1, 2, 3, 4}},
		{"status=active", []int64{1, 3}},
		{"status__s=active,passive", []int64{1, 2, 3}},
		{"status__ns=active", []int64{2, 4}},
		{"status__ne=active", []int64{2, 4}},
		{"owner={{user.id}}", []int64{1, 3}},
		{"owner__s=2", []int64{2, 4}},
		{"experience__gte=5", []int64{1, 2}},
		{"experience__gt=5", []int64{2}},
		{"experience__lt=5", []int64{3}},
		{"experience__isnull=", []int64{4}},
		{"experience__isnull=0", []int64{1, 2, 3}},
		{"experience__range=3,9", []int64{1}},
		{"experience__range=3,", []int64{1, 2}},
		{"keyword=王伟", []int64{1, 3}},
		{"keyword=王", []int64{1, 3}},
		{"keyword=伟明", []int64{3}},
		{"keyword=王伟明", []int64{3}},
		{"keyword=smith", []int64{4}},
		{"keyword=WANG", []int64{1, 3}},
		{"keyword=5678", []int64{4}},
		{"keyword=wang%20wei", []int64{1, 3}},
		{"keyword=weiming", []int64{3}},
		{"keyword=赵六", []int64{}},
		{"city=3", []int64{1}},
		{"city__under=1", []int64{1, 2, 4}},
		{"city__under=2", []int64{1, 4}},
		{"city__name=浦东", []int64{1}},
		{"city__parent__name=上海", []int64{1}},
		{"city__isnull=", []int64{3}},
		{"tags=key_talent", []int64{1}},
		{"tags__s=startup,bilingual", []int64{1, 2}},
		{"tags__all=key_talent,bilingual", []int64{1}},
		{"tags__all=key_talent,startup", []int64{}},
		{"tags__isnull=", []int64{3, 4}},
		{"tags__ns=startup", []int64{1, 3, 4}},
		{"expectedSalary=350000", []int64{1}},
		{"expectedSalary__gte=450000", []int64{2}},
		{"expectedSalary__lte=350000", []int64{1}},
		{"expectedSalary__min__gte=400000", []int64{2}},
		{"expectedSalary__isnull=", []int64{3, 4}},
		{"jobsubmission_set__joborder=1", []int64{1, 2}},
		{"jobsubmission_set__joborder=1&jobsubmission_set__status=offersign", []int64{2}},
		{"jobsubmission_set__status=reject&jobsubmission_set__joborder=1", []int64{}},
		{"jobsubmission_set__joborder__client__name__icontains=beta", []int64{1}},
		{"jobsubmission_set__joborder__client__name=Acme (China)", []int64{1, 2}},
		{"jobsubmission_set__isnull=", []int64{3, 4}},
		{"note_set__isnull=0", []int64{1}},
		{"!status=active", []int64{2, 4}},
		{"!(status=active|owner=2)", []int64{}},
		{"!city__name=浦东", []int64{2, 3, 4}}, // no city at all holds too
		{"!tags__isnull=0&experience__gte=1", []int64{3}},
		{"owner=1&!experience__isnull=", []int64{1, 3}},
		{"lastContacted__today", []int64{1}},
		{"lastContacted__this_week", []int64{1}},
		{"lastContacted__last_month", []int64{2}},
		{"lastContacted=2026-11-22", []int64{1}},
		{"lastContacted__gt=2026-11-21", []int64{1}},
		{"lastContacted__lte=2026-10-10", []int64{2}},
		{"lastContacted__day_range=2026-10-01,2026-10-31", []int64{2}},
		{"lastContacted__month=2026-10", []int64{2}},
		{"dateOfBirth__year=1990", []int64{1}},
		{"dateOfBirth=1990-5-1", []int64{1}},
		{"willRelocate=1", []int64{1}},
		{"willRelocate=0", []int64{2}},
		{"(status=active|status=new)&owner=2", []int64{4}},
		{"status=new|owner=1&experience__gte=5", []int64{1, 4}},
		{"is_deleted=1", []int64{5}},
		{"submissionCount__gte=2", []int64{1}},
		{"submissionCount=0", []int64{3, 4}},
		{"email__iexact=WEI@X.COM", []int64{1}},
		{"englishName__istartswith=wei", []int64{1, 3}},
		{"englishName__contains=Wang", []int64{1, 3}},
		{"englishName__contains=wang", []int64{}},
		{"englishName__endswith=Li", []int64{2}},
		{"englishName=Na%20Li", []int64{2}},
		{"id__s=1,4", []int64{1, 4}},
		{"addedBy=1", []int64{1, 2, 3, 4}},
		{"owner__englishName=Bob", []int64{2, 4}},
		{"owner__keyword=amy", []int64{1, 3}},
	}
	storetest.ForEach(t, func(t *testing.T, url string) {
		f := setup(t, url)
		for _, c := range cases {
			got, err := f.ids("candidate", c.filter, "id")
			if err != nil {
				t.Errorf("%s: %v", c.filter, err)
				continue
			}
			sort.Slice(got, func(i, j int) bool { return got[i] < got[j] })
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("%s: got %v, want %v", c.filter, got, c.want)
			}
		}
	})
}

func TestOrdering(t *testing.T) {
	cases := []struct {
		ordering string
		want     []int64
	}{
		{"id", []int64{1, 2, 3, 4}},
		{"-id", []int64{4, 3, 2, 1}},
		{"-experience", nil}, // NULL placement differs by dialect; checked below
		{"owner,-id", []int64{3, 1, 4, 2}},
		{"-submissionCount,id", []int64{1, 2, 3, 4}},
		{"__name__", []int64{4, 2, 1, 3}},
	}
	storetest.ForEach(t, func(t *testing.T, url string) {
		f := setup(t, url)
		for _, c := range cases {
			got, err := f.ids("candidate", "", c.ordering)
			if err != nil {
				t.Errorf("%s: %v", c.ordering, err)
				continue
			}
			if c.want == nil {
				without := slices.DeleteFunc(got, func(id int64) bool { return id == 4 })
				if !reflect.DeepEqual(without, []int64{2, 1, 3}) {
					t.Errorf("%s: got %v", c.ordering, got)
				}
				continue
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("%s: got %v, want %v", c.ordering, got, c.want)
			}
		}
	})
}

func TestFilterErrors(t *testing.T) {
	cases := []struct {
		filter, want, choice string
	}{
		{"foo=1", `"foo" is not a field of candidate`, "status"},
		{"status=nope", `"nope" is not an option of status`, "passive"},
		{"experience=abc", `"abc" is not a whole number`, ""},
		{"status__gt=1", `"gt" is not an operator for status`, "s"},
		{"experience__icontains=1", `"icontains" is not an operator`, "gte"},
		{"industry__name=x", "holds several ids", ""},
		{"owner__nope=1", `"nope" is not an operator or field of user`, "isnull"},
		{"dateOfBirth=yesterday", "is not a date", ""},
		{"willRelocate=maybe", "is not true or false", ""},
		{"experience__isnull=2", "isnull takes 1", ""},
		{"jobsubmission_set=3", `"eq" is not an operator`, "isnull"},
		{"keyword=" + strings.Repeat("a", 101), "at most 100 characters", ""},
		{"lastContacted__day_range=2026-01-01", "two dates", ""},
		{"englishName=%zz", "not properly URL-encoded", ""},
	}
	storetest.ForEach(t, func(t *testing.T, url string) {
		f := setup(t, url)
		for _, c := range cases {
			_, err := f.ids("candidate", c.filter, "")
			var ge *gql.Error
			if !errors.As(err, &ge) || !strings.Contains(ge.Msg, c.want) {
				t.Errorf("%s: error %v, want %q", c.filter, err, c.want)
				continue
			}
			if c.choice != "" && !slices.Contains(ge.Choices, c.choice) {
				t.Errorf("%s: choices %v lack %q", c.filter, ge.Choices, c.choice)
			}
		}
		if _, err := f.ids("candidate", "", "nope"); err == nil || !strings.Contains(err.Error(), `"nope" is not a field`) {
			t.Errorf("bad ordering: %v", err)
		}
		if _, err := f.ids("candidate", "", "tags"); err == nil || !strings.Contains(err.Error(), "several values") {
			t.Errorf("list ordering: %v", err)
		}
	})
}
