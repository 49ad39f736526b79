package pipeline

import (
	"strconv"
	"testing"

	"huntline/modules/pipeline/pipelinetest"
	"huntline/resttest"
	"huntline/store/storetest"
)

// Stage records start from what the system knows (the fields' prefill in metadata): the
// onboarding's probation end from its start and months; the invoice's client from the job,
// its amount from the offer salary and the job's fee rate (the job's rate from its client's),
// each split's revenue from its percent of the amount. The server fills what the writer left
// empty and keeps what they gave.
func TestStagePrefills(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		_, h := resttest.StartAsAdmin(t, dbURL, New())
		client := h.Create("client", map[string]any{"name": "Prefill Partners", "feeRate": 20})
		job := h.Create("joborder", map[string]any{"jobTitle": "Head of Data", "client": client})
		if rate := h.Record("joborder", job)["feeRate"]; rate != 20.0 {
			t.Fatalf("the job's fee rate starts from its client's: %v", rate)
		}
		f := pipelinetest.Fixture{Client: client, Job: job, Cand: h.Create("candidate", map[string]any{"englishName": "Pia Prefill", "email": "pia@prefill.test"})}
		js := h.Create("jobsubmission", map[string]any{"candidate": f.Cand, "joborder": f.Job})
		ver := 1
		step := func(to string, data map[string]any) map[string]any {
			t.Helper()
			status, body := move(h, js, to, ver, data)
			if status != 200 {
				t.Fatalf("move to %s: %d %v", to, status, body)
			}
			d := body["data"].(map[string]any)
			ver = int(d["version"].(float64))
			return h.Record(to, int64(d["stage"].(map[string]any)["id"].(float64)))
		}
		step("cvsent", map[string]any{"cvsentDate": "2026-03-02T09:00:00Z"})
		step("offersign", map[string]any{"offerDate": "2026-03-20", "annualSalary": 600000})
		onb := step("onboard", map[string]any{"onboardDate": "2026-01-31", "probationMonths": 1})
		if onb["probationEnd"] != "2026-02-28" {
			t.Errorf("probation end from start and months: %v", onb["probationEnd"])
		}
		inv := step("invoice", map[string]any{"invoiceassignment_set": []any{
			map[string]any{"user": h.UserID, "percent": 75},
			map[string]any{"user": h.UserID, "percent": 25, "revenue": 1},
		}})
		if inv["client"] == nil || idOf(inv["client"]) != client {
			t.Errorf("the invoice's client from the job: %v", inv["client"])
		}
		if inv["invoiceAmount"] != 120000.0 || inv["onboardDate"] != "2026-01-31" {
			t.Errorf("amount = offer 600000 × fee 20%%, onboard date from the submission: %v %v", inv["invoiceAmount"], inv["onboardDate"])
		}
		_, shares := h.Get("/rest/invoiceassignment/list?ordering=id&gql=" + q("invoice="+itoa(idOf(inv["id"]))))
		list := shares["list"].([]any)
		if len(list) != 2 || list[0].(map[string]any)["revenue"] != 90000.0 || list[1].(map[string]any)["revenue"] != 1.0 {
			t.Errorf("revenue from percent, a given one kept: %v", list)
		}

		// What the writer gives wins over the prefill.
		js2 := h.Create("jobsubmission", map[string]any{"candidate": h.Create("candidate", map[string]any{"englishName": "Otto Own", "mobile": "13911112222"}), "joborder": f.Job})
		js, ver = js2, 1
		step("cvsent", map[string]any{"cvsentDate": "2026-03-02T09:00:00Z"})
		step("offersign", map[string]any{"offerDate": "2026-03-20", "annualSalary": 500000})
		onb = step("onboard", map[string]any{"onboardDate": "2026-04-01", "probationEnd": "2026-09-30"})
		if onb["probationEnd"] != "2026-09-30" {
			t.Errorf("a given probation end is kept: %v", onb["probationEnd"])
		}
		inv = step("invoice", map[string]any{"invoiceAmount": 99000, "invoiceassignment_set": []any{map[string]any{"user": h.UserID, "percent": 100}}})
		if inv["invoiceAmount"] != 99000.0 {
			t.Errorf("a given amount is kept: %v", inv["invoiceAmount"])
		}
	})
}

func idOf(v any) int64 {
	switch x := v.(type) {
	case float64:
		return int64(x)
	case map[string]any:
		return idOf(x["id"])
	}
	return 0
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
