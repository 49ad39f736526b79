package pipeline

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// MoveResult is what a move answers: the moved record's new version and the stage record
// that recorded the move, if its stage has a model.
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
func (mod *Module) Move(ctx context.Context, p engine.Principal, model string, id int64, to string, version *int, data map[string]any) (*MoveResult, error) {
	e := mod.Engine()
	m, err := e.Model(model)
	if err != nil {
		return nil, err
	}
	if err := e.Access.Allow(ctx, p, m, engine.ActEdit); err != nil {
		return nil, err
	}
	pipe := Of(m)
	if pipe == nil {
		return nil, engine.NotFound("no_pipeline", "%s records do not move through a pipeline.", m.Name).With(map[string]any{"Model": m.Name})
	}
	if err := e.Writable(ctx, p, m, engine.ActEdit, []int64{id}); err != nil {
		return nil, err
	}
	if version == nil {
		return nil, engine.BadRequest("version_required", "version: send the version you read so that a change made meanwhile is not overwritten")
	}
	stage := pipe.StageOf(to)
	if stage == nil {
		return nil, engine.BadRequest("stage_unknown", "to: %q is not a stage (stages: %s)", to, strings.Join(stageCodes(pipe.Stages), ", ")).With(map[string]any{"Value": to, "Stages": strings.Join(stageCodes(pipe.Stages), ", ")})
	}
	var sm *meta.Model
	var draft *engine.Draft
	if stage.Model != "" {
		sm = e.Reg().Model(stage.Model)
		if err := e.Access.Allow(ctx, p, sm, engine.ActAdd); err != nil {
			return nil, err
		}
		if _, has := data["id"]; has {
			return nil, engine.BadRequest("move_stage_id", "data: a move creates its stage record; leave out id")
		}
		if draft, err = e.ReadDraft(ctx, p, sm, data); err != nil {
			return nil, err
		}
	} else if len(data) > 0 {
		return nil, engine.BadRequest("move_no_data", "data: the stage %s records nothing; send no data", to).With(map[string]any{"Stage": to})
	}
	res := &MoveResult{ID: id}
	err = e.RecordTx(ctx, p, m, id, version, func(tx *store.Tx) error {
		cur, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
		if store.IsNotFound(err) {
			return engine.NotFound("record_not_found", "%s %d does not exist.", m.Name, id).With(map[string]any{"Model": m.Name, "ID": id})
		}
		if err != nil {
			return err
		}
		if cur.IsDeleted {
			return &engine.Error{Status: http.StatusConflict, Key: "record_deleted", Msg: fmt.Sprintf("%s %d is deleted; recover it before editing.", m.Name, id), Args: map[string]any{"Model": m.Name, "ID": id}}
		}
		if *version != cur.Version {
			return e.StaleError(ctx, tx, p, m, cur)
		}
		from, _ := cur.Data[pipe.Stage].(string)
		if !pipe.Allows(from, to) {
			return mod.notAllowed(ctx, p, m, from, to)
		}
		set := map[string]any{pipe.Stage: to}
		if sm != nil {
			// The link to the record and the copied links are the move's, not the user's
			// choice: the stage record links whom the record links.
			draft.Set(stage.Via, cur.ID)
			for _, l := range pipe.Links {
				if v, ok := cur.Data[l]; ok {
					draft.Set(l, v)
				}
			}
			if stage.From != "" {
				draft.Set(stage.From, from)
			}
			created, err := draft.CreateInTx(ctx, tx)
			if err != nil {
				return err
			}
			res.StageModel, res.StageID = sm.Name, created
			rec, err := tx.GetForUpdate(ctx, sm, p.TenantID, created)
			if err != nil {
				return err
			}
			for dst, src := range stage.Update {
				set[dst] = rec.Data[src]
			}
		}
		// The move's own update is the one write that may change the stage (checkStage).
		if err := e.UpdateAtVersionInTx(movingCtx(ctx, m, id), tx, p, m, id, *version, set); err != nil {
			return err
		}
		saved, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
		if err != nil {
			return err
		}
		res.Version = saved.Version
		return nil
	})
	if err != nil {
		return nil, err
	}
	e.Written(p.TenantID, m)
	if draft != nil {
		draft.Written()
	}
	return res, nil
}

// notAllowed is the refusal of a move the record's stage does not allow, naming the stages
// by their labels in the user's language.
func (mod *Module) notAllowed(ctx context.Context, p engine.Principal, m *meta.Model, from, to string) error {
	allowed := []string{}
	if st := Of(m).StageOf(from); st != nil {
		allowed = st.To
	}
	fromLabel, toLabel := mod.stageLabels(ctx, p, m, []string{from}), mod.stageLabels(ctx, p, m, []string{to})
	list := mod.stageLabels(ctx, p, m, allowed)
	if list == "" {
		list = "-"
	}
	return &engine.Error{Status: http.StatusBadRequest, Key: "stage_not_allowed",
		Msg:  fmt.Sprintf("A record at stage %s cannot move to %s (it can move to: %s).", fromLabel, toLabel, list),
		Args: map[string]any{"From": fromLabel, "To": toLabel, "Allowed": list}}
}

// stageLabels answers stage codes as their option labels in the user's language.
func (mod *Module) stageLabels(ctx context.Context, p engine.Principal, m *meta.Model, codes []string) string {
	list := m.Field(Of(m).Stage).OptionList()
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = mod.Engine().Options.Label(ctx, p.TenantID, list, c, p.Lang)
	}
	return strings.Join(out, ", ")
}

func stageCodes(stages []*Stage) []string {
	out := make([]string, len(stages))
	for i, s := range stages {
		out[i] = s.Code
	}
	return out
}
