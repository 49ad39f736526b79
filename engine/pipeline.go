package engine

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"huntline/meta"
	"huntline/store"
)

// MoveResult is what a pipeline move answers: the moved record's new version and the stage
// record that recorded the move, if its stage has a model.
type MoveResult struct {
	ID         int64  `json:"id"`
	Version    int    `json:"version"`
	StageModel string `json:"-"`
	StageID    int64  `json:"-"`
}

// Move moves a record of a pipeline model to stage to (spec 000 job submission flow): the
// move must be one the record's current stage allows, the version the one the client read,
// and the stage record (data: fields of the stage's model) must pass its model's checks.
// The stage record, the copied fields, the new stage, their change log, feed items and
// notifications are written in one transaction, or nothing is.
func (e *Engine) Move(ctx context.Context, p Principal, model string, id int64, to string, version *int, data map[string]any) (*MoveResult, error) {
	m, err := e.model(model)
	if err != nil {
		return nil, err
	}
	if err := e.Access.Allow(ctx, p, m, ActEdit); err != nil {
		return nil, err
	}
	pipe := m.Pipeline
	if pipe == nil {
		return nil, notFound("no_pipeline", "%s records do not move through a pipeline.", m.Name).with(map[string]any{"Model": m.Name})
	}
	if err := e.writable(ctx, p, m, ActEdit, []int64{id}); err != nil {
		return nil, err
	}
	if version == nil {
		return nil, badRequest("version_required", "version: send the version you read so that a change made meanwhile is not overwritten")
	}
	stage := pipe.StageOf(to)
	if stage == nil {
		return nil, badRequest("stage_unknown", "to: %q is not a stage (stages: %s)", to, strings.Join(stageCodes(pipe.Stages), ", ")).with(map[string]any{"Value": to, "Stages": strings.Join(stageCodes(pipe.Stages), ", ")})
	}
	var sm *meta.Model
	var sin *input
	if stage.Model != "" {
		sm = e.Reg().Model(stage.Model)
		if err := e.Access.Allow(ctx, p, sm, ActAdd); err != nil {
			return nil, err
		}
		if _, has := data["id"]; has {
			return nil, badRequest("move_stage_id", "data: a move creates its stage record; leave out id")
		}
		if data, err = e.withoutEchoes(ctx, p, sm, data); err != nil {
			return nil, err
		}
		if sin, err = e.readInput(ctx, p, sm, data); err != nil {
			return nil, err
		}
		if err := e.allowCollections(ctx, p, 0, sin.collections); err != nil {
			return nil, err
		}
	} else if len(data) > 0 {
		return nil, badRequest("move_no_data", "data: the stage %s records nothing; send no data", to).with(map[string]any{"Stage": to})
	}
	res := &MoveResult{ID: id}
	err = e.recordTx(ctx, p, m, id, version, func(tx *store.Tx) error {
		cur, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
		if store.IsNotFound(err) {
			return notFound("record_not_found", "%s %d does not exist.", m.Name, id).with(map[string]any{"Model": m.Name, "ID": id})
		}
		if err != nil {
			return err
		}
		if cur.IsDeleted {
			return &Error{Status: http.StatusConflict, Key: "record_deleted", Msg: fmt.Sprintf("%s %d is deleted; recover it before editing.", m.Name, id), Args: map[string]any{"Model": m.Name, "ID": id}}
		}
		if *version != cur.Version {
			return e.staleError(ctx, tx, p, m, cur)
		}
		from, _ := cur.Data[pipe.Stage].(string)
		if !pipe.Allows(from, to) {
			allowed := []string{}
			if s := pipe.StageOf(from); s != nil {
				allowed = s.To
			}
			fromLabel, toLabel := e.stageLabels(ctx, p, m, []string{from}), e.stageLabels(ctx, p, m, []string{to})
			list := e.stageLabels(ctx, p, m, allowed)
			if list == "" {
				list = "-"
			}
			return &Error{Status: http.StatusBadRequest, Key: "stage_not_allowed",
				Msg:  fmt.Sprintf("A record at stage %s cannot move to %s (it can move to: %s).", fromLabel, toLabel, list),
				Args: map[string]any{"From": fromLabel, "To": toLabel, "Allowed": list}}
		}
		set := map[string]any{pipe.Stage: to}
		if sm != nil {
			// The link to the record and the copied links are the engine's, not the user's
			// choice (link_access.go): the stage record links whom the record links.
			sin.set[stage.Via] = cur.ID
			delete(sin.chosen, stage.Via)
			for _, l := range pipe.Links {
				if v, ok := cur.Data[l]; ok {
					sin.set[l] = v
					delete(sin.chosen, l)
				}
			}
			if stage.From != "" {
				sin.set[stage.From] = from
			}
			created, err := e.createIn(ctx, tx, p, sm, sin)
			if err != nil {
				return err
			}
			res.StageModel, res.StageID = sm.Name, created.ID
			rec, err := tx.GetForUpdate(ctx, sm, p.TenantID, created.ID)
			if err != nil {
				return err
			}
			for dst, src := range stage.Update {
				set[dst] = rec.Data[src]
			}
		}
		saved, err := e.updateIn(ctx, tx, p, m, &input{id: id, version: version, set: set, move: true})
		if err != nil {
			return err
		}
		res.Version = saved.Version
		return nil
	})
	if err != nil {
		return nil, err
	}
	e.written(p.TenantID, m)
	if sm != nil {
		e.written(p.TenantID, sm)
		e.collectionsWritten(p, sin)
	}
	return res, nil
}

// checkPipelineCreate lets a new record start only at a stage that records nothing (a
// shortlist), since a stage with a model is reached by moving, which writes its record.
func (e *Engine) checkPipelineCreate(p Principal, m *meta.Model, doc map[string]any) error {
	if m.Pipeline == nil {
		return nil
	}
	code, _ := doc[m.Pipeline.Stage].(string)
	if s := m.Pipeline.StageOf(code); s != nil && s.Model == "" {
		return nil
	}
	var entry []string
	for _, s := range m.Pipeline.Stages {
		if s.Model == "" {
			entry = append(entry, s.Code)
		}
	}
	var errs fieldErrors
	errs.add(m.Field(m.Pipeline.Stage), "stage_entry", fmt.Sprintf("a new record starts at one of %s; later stages are reached by moving it", strings.Join(entry, ", ")),
		map[string]any{"Stages": strings.Join(entry, ", ")})
	return errs.err()
}

// checkPipelineUpdate keeps the stage out of ordinary edits: only a move, which checks the
// transition and records it, changes it.
func (e *Engine) checkPipelineUpdate(m *meta.Model, in *input, changed []string) error {
	if m.Pipeline == nil || in.move || !slices.Contains(changed, m.Pipeline.Stage) {
		return nil
	}
	var errs fieldErrors
	errs.add(m.Field(m.Pipeline.Stage), "stage_move", "changes only by moving the record through its pipeline", nil)
	return errs.err()
}

// stageLabels answers stage codes as their option labels in the user's language.
func (e *Engine) stageLabels(ctx context.Context, p Principal, m *meta.Model, codes []string) string {
	list := m.Field(m.Pipeline.Stage).OptionList()
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = e.Options.Label(ctx, p.TenantID, list, c, p.Lang)
	}
	return strings.Join(out, ", ")
}

func stageCodes(stages []*meta.Stage) []string {
	out := make([]string, len(stages))
	for i, s := range stages {
		out[i] = s.Code
	}
	return out
}

// describeStage adds what the flow page heads a pipeline record with (spec 000 §3 job
// submission): __status, its stage's label and colour, and editable, whether the user may
// change it.
func (e *Engine) describeStage(ctx context.Context, p Principal, m *meta.Model, it Item) {
	if m.Pipeline == nil {
		return
	}
	code, _ := it[m.Pipeline.Stage].(string)
	st := map[string]any{"code": code, "name": code, "color": ""}
	if o, ok := e.Options.Option(ctx, p.TenantID, m.Field(m.Pipeline.Stage).OptionList(), code); ok {
		st["name"], st["color"] = o.Value(p.Lang), o.Color
	}
	it["__status"] = st
	id, _ := it["id"].(int64)
	editable, _ := e.Editable(ctx, p, m.Name, id) // a failing store reads as not editable
	it["editable"] = editable
}
