package engine

import (
	"context"
	"math"
	"strconv"

	"huntline/store"
)

// checkTotals refuses a posted collection whose number field does not add up to its total
// (a revenue split's percents to 100). A posted list replaces the children, so the sum is
// over the posted items; an item that keeps its stored value counts with that value.
func (cl *collections) checkTotals(ctx context.Context, tx *store.Tx, p Principal, cols []*collectionInput) error {
	var errs fieldErrors
	for _, c := range cols {
		t := c.field.Collection.Total
		if t == nil || len(c.items) == 0 {
			continue
		}
		sum := 0.0
		for _, it := range c.items {
			v, given := it.set[t.Field]
			if !given && it.id != 0 {
				rec, err := tx.GetForUpdate(ctx, c.child, p.TenantID, it.id)
				if err == nil {
					v = rec.Data[t.Field]
				}
			}
			if n, ok := number(v); ok {
				sum += n
			}
		}
		if math.Abs(sum-t.Equals) > 0.005 {
			label := t.Field
			if f := c.child.Field(t.Field); f != nil {
				label = f.Label.In(p.Lang)
			}
			errs.add(c.field, "total", "the "+t.Field+" values must add up to "+fmtFloat(t.Equals)+" (now "+fmtFloat(sum)+")",
				map[string]any{"Field": label, "Total": fmtFloat(t.Equals), "Sum": fmtFloat(sum)})
		}
	}
	return errs.err()
}

func fmtFloat(f float64) string { return strconv.FormatFloat(math.Round(f*100)/100, 'f', -1, 64) }
