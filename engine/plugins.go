package engine

import (
	"context"
	"encoding/json"

	"huntline/meta"
	"huntline/store"
)

// A plugin's switch is stored as a metadata change of its own kind (Key: the plugin's name,
// Doc: {"on": bool}): switching changes the registry (the plugin's models, menus and tabs
// come and go), so it takes the path every metadata change takes: one generation, followed
// by every server process (Metadata.Watch). Like the registry, it is one per installation.
const changePlugin = "plugin"

type pluginSwitch struct {
	On bool `json:"on"`
}

// pluginsOn answers which plugins are on in the registry in force.
func (md *Metadata) pluginsOn() map[string]bool {
	if on := md.e.plugins.Load(); on != nil {
		return *on
	}
	return nil
}

// pluginStates separates the plugin switches from the other stored changes and answers
// each plugin's state: its switch, else its default.
func (md *Metadata) pluginStates(changes []meta.Change) (map[string]bool, []meta.Change) {
	on := map[string]bool{}
	for _, m := range md.e.mods.list {
		if info := m.Info(); info.Plugin {
			on[info.Name] = info.DefaultOn
		}
	}
	rest := make([]meta.Change, 0, len(changes))
	for _, c := range changes {
		if c.Kind != changePlugin {
			rest = append(rest, c)
			continue
		}
		var sw pluginSwitch
		if _, known := on[c.Key]; known && json.Unmarshal(c.Doc, &sw) == nil {
			on[c.Key] = sw.On
		}
	}
	return on, rest
}

// sourcesFor answers the metadata the registry is built from with the plugins on: the
// built-in models, every module's in force, then the partner folders, which may override
// any of them.
func (md *Metadata) sourcesFor(on map[string]bool) []meta.Source {
	if len(md.e.sources) == 0 {
		return nil
	}
	out := []meta.Source{md.e.sources[0]}
	for _, m := range md.e.mods.list {
		info := m.Info()
		if info.Meta != nil && (!info.Plugin || on[info.Name]) {
			out = append(out, meta.Source{Name: "module " + info.Name, FS: info.Meta})
		}
	}
	return append(out, md.e.sources[1:]...)
}

// loadRegistry builds the registry of the stored changes over the sources in force.
func (md *Metadata) loadRegistry(changes []meta.Change) (*meta.Registry, map[string]bool, error) {
	on, rest := md.e.Metadata.pluginStates(changes)
	reg, err := meta.LoadWith(rest, md.e.Metadata.sourcesFor(on)...)
	return reg, on, err
}

// SwitchPlugin turns a plugin on or off for the installation (admins of its own company):
// its metadata, routes, hooks, jobs and counters follow at once; its data stays.
func (md *Metadata) SwitchPlugin(ctx context.Context, p Principal, name string, on bool) error {
	if !p.IsAdmin {
		return adminOnly("switch add-ons on or off")
	}
	info, ok := md.e.mods.byName[name]
	if !ok || !info.Plugin {
		return notFound("unknown_plugin", "There is no add-on %q.", name).with(map[string]any{"Name": name})
	}
	doc, _ := json.Marshal(pluginSwitch{On: on})
	_, err := md.e.Metadata.changeMeta(ctx, p, true, []store.MetaWrite{{Change: meta.Change{Kind: changePlugin, Key: name, Doc: doc}}}, nil)
	return err
}

// onlySwitches tells whether writes are plugin switches and nothing else.
func onlySwitches(writes []store.MetaWrite) bool {
	for _, w := range writes {
		if w.Kind != changePlugin {
			return false
		}
	}
	return len(writes) > 0
}
