package engine

import "slices"

// batchCall names a call over a user's selection of records, for its refusals: the key
// prefix of its messages, what the ids are for, and what the limit is counted per.
type batchCall struct {
	key, purpose, per string
	max               int
}

var (
	deleteCall     = batchCall{key: "delete", purpose: "the ids of the records to delete", per: "call", max: MaxDeleteBatch}
	massEditCall   = batchCall{key: "massedit", purpose: "the ids of the records to edit", per: "mass edit", max: MaxMassEdit}
	massActionCall = batchCall{key: "massaction", purpose: "the ids of the records", per: "mass action", max: MaxMassAction}
)

// confirmed answers the selection sorted and without repeats, or the refusal when it is
// empty, over the call's limit, or not the count the user confirmed: a mismatch means the
// selection changed under them, so nothing is done.
func (b batchCall) confirmed(ids []int64, count int) ([]int64, error) {
	if len(ids) == 0 {
		return nil, badRequest(b.key+"_no_ids", "ids: give %s", b.purpose)
	}
	if len(ids) > b.max {
		return nil, badRequest(b.key+"_too_many", "ids: at most %d records per %s", b.max, b.per).with(map[string]any{"Max": b.max})
	}
	ids = slices.Clone(ids)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	if count != len(ids) {
		return nil, badRequest("delete_count", "count: %d does not match the %d ids given", count, len(ids)).with(map[string]any{"Count": count, "IDs": len(ids)})
	}
	return ids, nil
}
