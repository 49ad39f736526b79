package telephony

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"testing"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
	"huntline/store/storetest"
)

// Switched off, the plugin leaves no trace: its calls answer 404, its model, the field and
// tab it adds to candidates, and its setting are gone; switched on again, all of it and the
// calls logged before are back.
func TestSwitchingThePluginOffAndOn(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h, _ := callHarness(t, url)
		callID, _ := h.endedCall("kept-1", 0, "13800000001", 0, false)
		call := "/rest/telephone/" + strconv.FormatInt(callID, 10)
		present := func(want bool) {
			t.Helper()
			for _, path := range []string{"/rest/telephone/plugins/loop_watch_calling", call, "/rest/telephone/list"} {
				if status, _ := h.Get(path); (status == 200) != want {
					t.Errorf("GET %s: %d, want present=%v", path, status, want)
				}
			}
			if status, _ := h.event(callSecret, map[string]any{"event": "ended", "call_id": "probe", "direction": "in", "user": 1}); (status == 200) != want {
				t.Errorf("provider event: %d, want present=%v", status, want)
			}
			_, cfg := h.Get("/rest/data/config")
			data := cfg["data"].(map[string]any)
			mods := data["modules"].([]any)
			if slices.Contains(mods, any("telephony")) != want {
				t.Errorf("data.modules %v, want telephony present=%v", mods, want)
			}
			if _, has := data[proxyCallingKey]; has != want {
				t.Errorf("setting %s present=%v, want %v", proxyCallingKey, has, want)
			}
			// The detail page reads the tabs in the model's description (the core's read).
			_, cand := h.Get("/rest/custom_field/candidate/list")
			info, _ := cand["data"].(map[string]any)
			if hasTab(map[string]any{"list": info["detail_tabs"]}, "telephone_set") != want {
				t.Errorf("candidate's Calls tab present=%v, want %v: %v", !want, want, cand)
			}
			_, list := h.Get("/rest/plugin/list")
			if on := list["list"].([]any)[0].(map[string]any)["on"]; on != want {
				t.Errorf("plugin list: on=%v, want %v", on, want)
			}
		}
		present(true)
		if status, body := h.as("hunter@huntline.test", map[string]any{"user_type": "hunter"}).Post("/rest/plugin/telephony/off", map[string]any{}); status != 403 {
			t.Errorf("a consultant switches the plugin off: %d %v, want 403", status, body)
		}
		if status, body := h.Post("/rest/plugin/telephony/off", map[string]any{}); status != 200 {
			t.Fatalf("off: %d %v", status, body)
		}
		present(false)
		if status, body := h.Post("/rest/plugin/nosuch/on", map[string]any{}); status != 404 {
			t.Errorf("an unknown add-on: %d %v, want 404", status, body)
		}
		if status, body := h.Post("/rest/plugin/telephony/on", map[string]any{}); status != 200 {
			t.Fatalf("on: %d %v", status, body)
		}
		present(true)
	})
}

// hasTab tells whether a detail-tab answer lists the tab.
func hasTab(body map[string]any, name string) bool {
	list, _ := body["data"].([]any)
	if list == nil {
		list, _ = body["list"].([]any)
	}
	for _, it := range list {
		if m, _ := it.(map[string]any); m != nil && m["name"] == name {
			return true
		}
	}
	return false
}

// A company that reordered the candidate's tabs, the Calls tab among them, can still switch
// the plugin off: the stored order waits while the Calls tab is gone, other changes go on,
// and the order is back with the plugin.
func TestSwitchingOffWithTheCompanysTabOrder(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h, _ := callHarness(t, url)
		ctx := context.Background()
		cand := h.E.Reg().Model("candidate")
		var tabs []meta.DetailTab // Calls first, then the others in their order
		for _, dt := range cand.DetailTabs {
			if dt.Name == "telephone_set" {
				tabs = append([]meta.DetailTab{dt}, tabs...)
			} else {
				tabs = append(tabs, dt)
			}
		}
		raw, _ := json.Marshal(tabs)
		change := func(c meta.Change) error {
			_, err := h.E.ChangeMeta(ctx, engine.System(1), true, []store.MetaWrite{{Change: c}}, nil)
			return err
		}
		if err := change(meta.Change{Kind: meta.ChangeDetailTab, Model: "candidate", Key: meta.AllTabs, Doc: raw}); err != nil {
			t.Fatal(err)
		}
		first := func() string { return h.E.Reg().Model("candidate").DetailTabs[0].Name }
		if status, body := h.Post("/rest/plugin/telephony/off", map[string]any{}); status != 200 {
			t.Fatalf("off: %d %v", status, body)
		}
		if first() == "telephone_set" || h.E.Reg().Model("telephone") != nil {
			t.Errorf("off: the Calls tab or the call model is still there")
		}
		field, _ := json.Marshal(map[string]any{"name": "source_note", "type": "char", "label": map[string]any{"en": "Source note"}})
		if err := change(meta.Change{Kind: meta.ChangeField, Model: "candidate", Key: "source_note", Doc: field}); err != nil {
			t.Errorf("a field added while the plugin is off: %v", err)
		}
		if status, body := h.Post("/rest/plugin/telephony/on", map[string]any{}); status != 200 {
			t.Fatalf("on: %d %v", status, body)
		}
		if first() != "telephone_set" || h.E.Reg().Model("candidate").Field("source_note") == nil {
			t.Errorf("on again: first tab %s, want the company's order with Calls first and the new field", first())
		}
	})
}
