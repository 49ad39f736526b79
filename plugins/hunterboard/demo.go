package hunterboard

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"golang.org/x/oauth2"

	"huntline/engine"
	"huntline/modules/jobboard"
)

// What the demo seed (jobboard.SeedDemo) asks of a board with a simulator: saved searches in
// this board's query shape, and a real publication of the demo job on the simulator.

// DemoSearches are two searches of the board's tokens, the second subscribed.
func (b board) DemoSearches() []jobboard.Search {
	q := func(v map[string]string) string { raw, _ := json.Marshal(v); return string(raw) }
	return []jobboard.Search{
		{Title: "Java 北京/上海", Query: q(map[string]string{"keyword": "Java", "city": "010,020"})},
		{Title: "金融 5年以上 硕士", Query: q(map[string]string{"industry": "FN", "years": "5", "education": "3,4"}), Subscribed: true},
	}
}

// DemoPublish publishes the demo job on the simulator; the position's link is made whole
// with the server's address (Config.Origin), since no request gives one while seeding.
func (b board) DemoPublish(ctx context.Context, tok *oauth2.Token, job engine.Item) (jobboard.Publication, error) {
	title := text(job["jobTitle"])
	duty := plain(job["description"])
	if duty == "" {
		duty = title
	}
	closes := time.Now().AddDate(0, 2, 0).Format("2006-01-02")
	pub, err := b.mod.cfg.Provider.Publish(ctx, tok, Position{"hcompName": "Huntline 演示客户", "hjobTitle": title,
		"hjobDqCode": "020010", "detailDuty": duty, "isPublish": "1", "hjobCloseDate": closes})
	if err != nil {
		return jobboard.Publication{}, err
	}
	url := pub.URL
	if strings.HasPrefix(url, "/") {
		url = b.mod.cfg.Origin + url
	}
	return jobboard.Publication{Status: "published", Title: title, URL: url, BoardID: pub.ID, PublishedAt: time.Now(), ClosesAt: closes}, nil
}
