package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"time"

	"huntline/gql"
	"huntline/meta"
)

// DimLabels answers the label of each key of a Dim in the reader's language (names of
// linked records the reader may see, option labels, tree names in the reader's language,
// "(Not set)" for nil, bucket labels such as "2026-11" or "2026 Q4" or "W48"). The map is
// keyed by the keys as given.
func (e *Engine) DimLabels(ctx context.Context, p Principal, model string, d Dim, keys []any) (map[any]string, error) {
	gd, err := e.readableDim(ctx, p, model, d)
	if err != nil {
		return nil, err
	}
	out := make(map[any]string, len(keys))
	var values []FacetValue
	var asked []any
	for _, k := range keys {
		switch n := normalKey(gd.Field, k); {
		case n == nil:
			out[k] = T(p.Lang, "facet.not_set", nil, "(Not set)")
		case d.Grain != "":
			out[k] = bucketLabel(p.Lang, d.Grain, fmt.Sprint(n))
		default:
			values = append(values, FacetValue{Key: n})
			asked = append(asked, k)
		}
	}
	if len(values) > 0 {
		fc := &Facets{e: e}
		if err := fc.label(ctx, p, gd.Field, values); err != nil {
			return nil, err
		}
		for i, v := range values {
			out[asked[i]] = v.Label
		}
	}
	return out, nil
}

// DimQuery answers the gql condition selecting the records whose Dim value is key, so a
// report cell's drill-down list is its filter + "&" + these conditions, and that list's
// count equals the cell's count. e.g. "owner=12", "status=cvsent", "owner__team=3",
// "source__isnull=", "shortlistDate__day_range=2026-11-01,2026-11-30". Through a link, not
// set is the negation of having a value ("!owner__team__isnull=0"), which holds too where
// the link is empty or leads to a record the reader may not see, as the aggregate groups them.
func (e *Engine) DimQuery(ctx context.Context, p Principal, model string, d Dim, key any) (string, error) {
	gd, err := e.readableDim(ctx, p, model, d)
	if err != nil {
		return "", err
	}
	k := normalKey(gd.Field, key)
	switch {
	case k == nil && gd.Link != nil && d.Grain == "":
		return "!" + d.Path + "__isnull=0", nil
	case k == nil:
		return d.Path + "__isnull=", nil
	case d.Grain != "":
		loc := e.Tenants.Location(ctx, p.TenantID)
		first, err := time.ParseInLocation(meta.DateLayout, fmt.Sprint(k), loc)
		if err != nil {
			return "", badRequest("aggregate_key", "groupby: %s by %s takes a bucket's first day (YYYY-MM-DD), not %q", d.Path, d.Grain, fmt.Sprint(key)).
				with(map[string]any{"Dim": d.Path, "Key": fmt.Sprint(key)})
		}
		start, _ := gql.GrainStart(d.Grain, first)
		last := gql.GrainNext(d.Grain, start).AddDate(0, 0, -1)
		return d.Path + "__day_range=" + start.Format(meta.DateLayout) + "," + last.Format(meta.DateLayout), nil
	}
	text := fmt.Sprint(k)
	if b, ok := k.(bool); ok {
		text = map[bool]string{true: "1", false: "0"}[b]
	}
	if gd.Multi() {
		return d.Path + "__s=" + url.QueryEscape(text), nil
	}
	return d.Path + "=" + url.QueryEscape(text), nil
}

// readableDim resolves a dimension the reader may group by: the model readable, the field
// not hidden from them.
func (e *Engine) readableDim(ctx context.Context, p Principal, model string, d Dim) (gql.GroupDim, error) {
	m, err := e.model(model)
	if err != nil {
		return gql.GroupDim{}, err
	}
	if err := e.Access.Allow(ctx, p, m, ActView); err != nil {
		return gql.GroupDim{}, err
	}
	gd, err := e.dimOf(m, d)
	if err != nil {
		return gd, err
	}
	return gd, e.compiler(ctx, p).CheckDim(m, gd)
}

// normalKey reads a key as Aggregate answers it, whatever way it came back (a JSON number
// for an id, "1" for a flag).
func normalKey(f *meta.Field, k any) any {
	switch x := k.(type) {
	case nil:
		return nil
	case float64:
		if x == float64(int64(x)) {
			k = int64(x)
		}
	case int:
		k = int64(x)
	case int32:
		k = int64(x)
	case json.Number:
		if n, err := x.Int64(); err == nil {
			k = n
		} else {
			k = x.String()
		}
	}
	st := f.Kind().Storage(f)
	if n, ok := k.(int64); ok && (st == meta.StoreText || st == meta.StoreTextList) {
		return strconv.FormatInt(n, 10)
	}
	return facetKey(f, k)
}

// bucketLabel names a grain's bucket by its first day.
func bucketLabel(lang, grain, first string) string {
	day, err := time.Parse(meta.DateLayout, first)
	if err != nil {
		return first
	}
	switch grain {
	case "week":
		_, w := day.ISOWeek()
		return T(lang, "bucket.week", map[string]any{"Week": w}, fmt.Sprintf("W%d", w))
	case "month":
		return day.Format("2006-01")
	case "quarter":
		q := (int(day.Month())-1)/3 + 1
		return T(lang, "bucket.quarter", map[string]any{"Year": day.Year(), "Quarter": q}, fmt.Sprintf("%d Q%d", day.Year(), q))
	case "year":
		return strconv.Itoa(day.Year())
	}
	return first
}
