package resttest

import (
	"fmt"
	"strings"
)

// Feed reads a page of a feed (POST /rest/feedcontent/list?query), newest first: the
// activity module's call, which the access tests of the core and the feed's own tests read.
func (b *Browser) Feed(query string) (int, []map[string]any) {
	b.T.Helper()
	status, body := b.PostRaw("/rest/feedcontent/list?"+query, "", "")
	return status, Items(body)
}

// FeedTypes answers the types of feed items, space-separated in order.
func FeedTypes(items []map[string]any) string {
	var out []string
	for _, it := range items {
		out = append(out, fmt.Sprint(it["type"]))
	}
	return strings.Join(out, " ")
}
