package pipeline

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// moving marks the context of a move's own update of the record it moves: the one write
// that may change the stage. Only this package can set it.
type moving struct {
	model string
	id    int64
}

// movingCtx marks ctx as the move of record id of m.
func movingCtx(ctx context.Context, m *meta.Model, id int64) context.Context {
	return context.WithValue(ctx, moving{}, moving{model: m.Name, id: id})
}

// isMove tells whether ctx is the move of record id of m.
func isMove(ctx context.Context, m *meta.Model, id int64) bool {
	mv, ok := ctx.Value(moving{}).(moving)
	return ok && mv.model == m.Name && mv.id == id
}

// checkStage is the record hook's check on a pipeline model's writes.
func (mod *Module) checkStage(ctx context.Context, _ *store.Tx, _ engine.Principal, m *meta.Model, id int64, doc map[string]any, changed []string) error {
	if id == 0 {
		return checkCreate(m, doc)
	}
	if isMove(ctx, m, id) {
		return nil
	}
	return checkUpdate(m, changed)
}

// checkCreate lets a new record start only at a stage that records nothing (a shortlist),
// since a stage with a model is reached by moving, which writes its record.
func checkCreate(m *meta.Model, doc map[string]any) error {
	code, _ := doc[Of(m).Stage].(string)
	if s := Of(m).StageOf(code); s != nil && s.Model == "" {
		return nil
	}
	var entry []string
	for _, s := range Of(m).Stages {
		if s.Model == "" {
			entry = append(entry, s.Code)
		}
	}
	var errs engine.FieldErrors
	errs.Add(m.Field(Of(m).Stage), "stage_entry", fmt.Sprintf("a new record starts at one of %s; later stages are reached by moving it", strings.Join(entry, ", ")),
		map[string]any{"Stages": strings.Join(entry, ", ")})
	return errs.Err()
}

// checkUpdate keeps the stage out of ordinary edits: only a move, which checks the
// transition and records it, changes it.
func checkUpdate(m *meta.Model, changed []string) error {
	if !slices.Contains(changed, Of(m).Stage) {
		return nil
	}
	var errs engine.FieldErrors
	errs.Add(m.Field(Of(m).Stage), "stage_move", "changes only by moving the record through its pipeline", nil)
	return errs.Err()
}
