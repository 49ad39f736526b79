package liepin

import (
	"context"
	"encoding/json"
	"strconv"

	"golang.org/x/oauth2"

	"huntline/engine"
	"huntline/modules/jobboard"
)

// What the demo seed asks of the board (jobboard.DemoSearcher, DemoPublisher): saved
// searches in the provider's filter keys, and the demo job published on the simulator.

// DemoSearches are two templates of the simulator's filters.
func (b board) DemoSearches() []jobboard.Search {
	q := func(v map[string]any) string { raw, _ := json.Marshal(v); return string(raw) }
	return []jobboard.Search{
		{Title: "上海 Java 工程师", Query: q(map[string]any{"keyword": "Java", "dq": "201", "workYears": "3,10"})},
		{Title: "金融行业财务经理", Query: q(map[string]any{"industry": "200", "function": "401", "eduLevel": "050"})},
	}
}

// DemoPublish publishes the job on the simulator with the form's required fields filled
// from the job. The board's page is linked at the server's public address, else the one the
// demo is served on (jobboard.DemoOrigin), as Hunter Board's is.
func (b board) DemoPublish(ctx context.Context, tok *oauth2.Token, job engine.Item) (jobboard.Publication, error) {
	title := text(job["jobTitle"])
	pos := Position{"hjobTitle": title, "hcompName": "Huntline 演示客户", "hjobDqCode": "201", "hjobJobTitle": "101",
		"hjobCloseDate": b.mod.Engine().Now().AddDate(0, 1, 0).Format("2006-01-02"), "hjobSalaryLow": "30", "hjobSalaryHigh": "50",
		"detailDuty": title, "isPublish": "1", "emergencyLevel": "0", "jobTrafficWelfare": "0"}
	if r := asMap(job["salaryRange"]); r != nil { // yuan a year → 万
		if lo, hi := number(r["min"])/10000, number(r["max"])/10000; hi > 0 && hi-lo < salarySpan && lo <= hi {
			pos["hjobSalaryLow"], pos["hjobSalaryHigh"] = strconv.FormatFloat(lo, 'f', -1, 64), strconv.FormatFloat(hi, 'f', -1, 64)
		}
	}
	pub, err := b.mod.cfg.Provider.Publish(ctx, tok, pos)
	if err != nil {
		return jobboard.Publication{}, err
	}
	out := jobboard.Publication{Status: "published", Title: title, BoardID: pub.BoardID, PublishedAt: b.mod.Engine().Now(), ClosesAt: pos["hjobCloseDate"]}
	if u := b.mod.absolute(pub.URL, jobboard.DemoOrigin()); isWebAddress(u) {
		out.URL = u
	}
	return out, nil
}
