package engine

import (
	"context"
	"errors"
	"fmt"
	"math"
	"time"

	"huntline/store"
)

// Host is what a module registers with at start (Starter.Start): the core's registries,
// each entry tagged with the module so that a plugin's entries act only while it is on.
type Host struct {
	e      *Engine
	module string
}

// Engine answers the core's services: records, metadata, access, jobs, blobs, push.
func (h *Host) Engine() *Engine { return h.e }

// Module answers the name of the module registering.
func (h *Host) Module() string { return h.module }

// Hook adds behaviour to the writes of the models hook.Applies picks.
func (h *Host) Hook(hook RecordHook) {
	hook.module = h.module
	h.e.hooks = append(h.e.hooks, hook)
}

// Opened registers what happens when a user opens a record's detail, once the read is
// answered (RecordOpened); a plugin's are skipped while it is off.
func (h *Host) Opened(fn RecordOpened) {
	h.e.openers = append(h.e.openers, opener{fn: fn, module: h.module})
}

// Notifier registers who writes the notices any module sends through Engine.Notify (the
// one module keeping users' messages); a later registration replaces an earlier one.
func (h *Host) Notifier(n Notifier) { h.e.notifier = notifierOf{n: n, module: h.module} }

// FieldInfo adds describe to what the screens read about each field (FieldDescriber); a
// plugin's additions are left out while it is off.
func (h *Host) FieldInfo(describe FieldDescriber) {
	h.e.describers = append(h.e.describers, fieldDescriber{describe: describe, module: h.module})
}

// RecordInfo adds describe to what a record's detail answers (RecordDescriber); a plugin's
// additions are left out while it is off.
func (h *Host) RecordInfo(describe RecordDescriber) {
	h.e.recordDescribers = append(h.e.recordDescribers, recordDescriber{describe: describe, module: h.module})
}

// errModuleOff keeps a switched-off plugin's jobs queued: they run once it is on again.
var errModuleOff = errors.New("engine: the module is switched off")

// Job registers the function doing jobs of kind. A plugin's jobs wait while it is off.
func (h *Host) Job(kind string, fn JobFunc) {
	module, e := h.module, h.e
	h.e.Jobs.Handle(kind, func(ctx context.Context, j *store.Job) (any, error) {
		if !e.ModuleOn(module) {
			return nil, &RetryError{Err: errModuleOff, Attempts: math.MaxInt32}
		}
		return fn(ctx, j)
	})
}

// Counter registers the count of one kind of message waiting for a user (the header's
// badges); a plugin's counts are 0 while it is off.
func (h *Host) Counter(kind string, fn MessageCounter) {
	module, e := h.module, h.e
	h.e.MessageCounters.Register(kind, func(ctx context.Context, p Principal) (int64, error) {
		if !e.ModuleOn(module) {
			return 0, nil
		}
		return fn(ctx, p)
	})
}

// PushEvent registers how another server process reads back the data of a live-push event
// from its record id (events too large to relay whole).
func (h *Host) PushEvent(event string, load PushLoader) { h.e.Push.Loader(event, load) }

// FieldUses registers a finder of a field's uses the module keeps outside metadata, so
// that removing a field still in use is refused naming them.
func (h *Host) FieldUses(find FieldUses) {
	h.e.fieldUses = append(h.e.fieldUses, fieldUse{module: h.module, uses: find})
}

// Background registers work the serving process does every interval until its context
// ends (reminders, polling a mailbox); a plugin's ticks are skipped while it is off.
// Commands that do not serve never start it. Of several server processes on one database,
// one runs each interval's tick (background.go).
func (h *Host) Background(every time.Duration, tick func(ctx context.Context)) {
	module, e := h.module, h.e
	name := module
	if n := e.backgroundOf[module]; n > 0 {
		name = fmt.Sprintf("%s#%d", module, n+1)
	}
	if e.backgroundOf == nil {
		e.backgroundOf = map[string]int{}
	}
	e.backgroundOf[module]++
	h.e.background = append(h.e.background, &backgroundTask{name: name, every: every, tick: func(ctx context.Context) {
		if e.ModuleOn(module) {
			tick(ctx)
		}
	}})
}

// ModelInfo adds describe to what the screens read about each model (ModelDescriber); a
// plugin's additions are left out while it is off.
func (h *Host) ModelInfo(describe ModelDescriber) {
	h.e.modelDescribers = append(h.e.modelDescribers, modelDescriber{describe: describe, module: h.module})
}

// UserSetting registers how the user setting key a module owns is kept: clean answers the
// value to store for the one a user sent (sanitised HTML, say).
func (h *Host) UserSetting(key string, clean func(any) any) {
	if h.e.userSettings == nil {
		h.e.userSettings = map[string]func(any) any{}
	}
	h.e.userSettings[key] = clean
}

// eachTick runs tick every interval until ctx ends.
func eachTick(ctx context.Context, every time.Duration, tick func(ctx context.Context)) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		tick(ctx)
	}
}
