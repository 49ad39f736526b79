package reports

import (
	"net/url"
	"testing"

	"huntline/resttest"
)

func TestSmoke(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		w := newWorld(t, h)
		ts, order, _ := loadTemplates(files, "templates")
		for _, name := range order {
			for _, x := range ts[name].X {
				for _, path := range []string{"report", "report/chart/echarts", "report/chart/trends"} {
					q := url.Values{"type": {name}, "groupby_x": {x}, "daterange": {w.rangeParam}, "filter_basic": {"{}"}}
					status, body := h.Get("/rest/reporttemplate/" + path + "?" + q.Encode())
					if status != 200 {
						t.Logf("%s %s %s: %d %v", path, name, x, status, body["message"])
					}
				}
			}
		}
		_ = w
	})
}
