package gql

import "huntline/meta"

// walkable answers whether a page of q may walk its order for a common keyword
// (store.KeywordQuery.Walk): only when the ordering is by indexed fields, so that an index
// gives the rows in order, and every other condition of the filter is on an indexed field of
// the model itself, so that the walk cannot read row after row that such a filter turns
// away (a common term with an unindexed filter matching none walked the whole table: twice
// the time of reading the term's matches first). The display name (__name__) counts as
// indexed; a condition under OR or NOT does not.
func walkable(m *meta.Model, o ordering, n Node) bool {
	for _, k := range o.keys {
		if k.f != nil && !k.f.Indexed {
			return false
		}
	}
	var ok func(n Node) bool
	ok = func(n Node) bool {
		switch x := n.(type) {
		case nil:
			return true
		case *And:
			for _, it := range x.Items {
				if !ok(it) {
					return false
				}
			}
			return true
		case *Cond:
			if len(x.Path) == 0 {
				return false
			}
			if x.Path[0] == "keyword" {
				return true
			}
			f := m.Field(x.Path[0])
			return f != nil && f.Indexed
		}
		return false
	}
	return ok(n)
}
