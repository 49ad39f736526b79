package rest_test

import (
	"fmt"
	"strings"
	"testing"
)

func TestModelsList(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		_, body := h.Get("/rest/data/models")
		if got := fmt.Sprint(body["list"]); !strings.Contains(got, "name:candidate") || !strings.Contains(got, "label_value:Candidate") {
			t.Errorf("models: %s", got)
		}
	})
}

func TestFieldTree(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		names := func(path string) (int, string) {
			status, body := h.Get(path)
			var out []string
			list, _ := body["list"].([]any)
			for _, n := range list {
				nm := n.(map[string]any)
				name := fmt.Sprint(nm["name"])
				if nm["has_children"] == true {
					name += "+"
				}
				out = append(out, name)
			}
			return status, strings.Join(out, ",")
		}
		for _, tc := range []struct {
			path, has string
			status    int
		}{
			{"/rest/custom_field/candidate/search/all", ",owner+,", 200},
			{"/rest/custom_field/candidate/search/all?adv_search_root=owner", ",owner__team+,", 200},
			{"/rest/custom_field/candidate/search/all?adv_search_root=owner__team", ",owner__team__name,", 200},
			{"/rest/custom_field/candidate/search/all?adv_search_root=chineseName", "", 400},
		} {
			status, got := names(tc.path)
			if status != tc.status || !strings.Contains(","+got+",", tc.has) {
				t.Errorf("%s: %d %s (want %d with %q)", tc.path, status, got, tc.status, tc.has)
			}
		}
	})
}
