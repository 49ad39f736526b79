package approvals

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// Result is what approve, reject and start answer: the flow as it stands now.
type Result struct {
	ID      int64   `json:"id"`
	Version int     `json:"version"`
	Status  string  `json:"status"`
	Level   int64   `json:"level"`
	Pending []int64 `json:"approvers"`
}

// Decide approves or rejects the current level of a flow for p
// (POST /rest/{flow model}/{id}/approve|reject). Only a pending approver of the current
// level may decide, once; on a level without approvers an administrator may. A rejection
// needs feedback and ends the flow; an approval passes the level when any one approver
// approves, except a special level, which needs every one of its approvers. Passing the last
// level approves the flow. The flow, the record's status field and the notifications are
// written in one transaction; a refusal writes nothing.
func (s *Service) Decide(ctx context.Context, p engine.Principal, id int64, approve bool, feedback string, version *int) (*Result, error) {
	fm := FlowModel(s.e.Reg())
	if fm == nil {
		return nil, engine.NotFound("approval_unavailable", "Approval flows are not set up.")
	}
	if err := s.e.Access.Allow(ctx, p, fm, engine.ActView); err != nil {
		return nil, err
	}
	feedback = strings.TrimSpace(feedback)
	if !approve && feedback == "" {
		return nil, (&engine.Error{Status: http.StatusBadRequest, Key: "invalid_fields", Msg: "feedback: is required to reject",
			Fields: []engine.FieldError{{Field: "feedback", Rule: "approval_feedback", Msg: "is required to reject"}}})
	}
	if version == nil {
		return nil, engine.BadRequest("approval_version_required", "version: send the version of the approval flow you read, so that a decision made meanwhile is not overlooked")
	}
	var res *Result
	err := s.e.Store.Tx(ctx, func(tx *store.Tx) error {
		cur, err := tx.GetForUpdate(ctx, fm, p.TenantID, id)
		if store.IsNotFound(err) || (err == nil && cur.IsDeleted) {
			return engine.NotFound("record_not_found", "%s %d does not exist.", fm.Name, id).With(map[string]any{"Model": fm.Name, "ID": id})
		}
		if err != nil {
			return err
		}
		status, _ := cur.Data["status"].(string)
		if status != Pending {
			return (&engine.Error{Status: http.StatusConflict, Key: "approval_finished", Msg: fmt.Sprintf("This approval flow is already %s; it can no longer be approved or rejected.", status),
				Args: map[string]any{"Status": s.e.Options.Label(ctx, p.TenantID, fm.Field("status").OptionList(), status, p.Lang)}})
		}
		if *version != cur.Version {
			return s.e.StaleError(ctx, tx, p, fm, cur)
		}
		levels, err := readFlowData(cur.Data)
		if err != nil {
			return err
		}
		level, _ := meta.AsInt(cur.Data["level"])
		n := int(level)
		if n < 1 || n > len(levels) {
			return fmt.Errorf("approval flow %d: level %d of %d", id, n, len(levels))
		}
		lv := levels[n-1]
		if slices.ContainsFunc(lv.Entries, func(en flowEntry) bool { return en.User == p.UserID }) {
			return (&engine.Error{Status: http.StatusConflict, Key: "approval_twice", Msg: fmt.Sprintf("You have already decided on %s of this flow.", lv.Name), Args: map[string]any{"Level": lv.Name}})
		}
		pending := pendingApprovers(lv)
		allowed := slices.Contains(pending, p.UserID) || (len(lv.Approvers) == 0 && p.IsAdmin)
		if !allowed {
			if len(lv.Approvers) == 0 {
				return (&engine.Error{Status: http.StatusForbidden, Key: "approval_admin_only", Msg: fmt.Sprintf("%s has no approver (%s); only an administrator may approve or reject it.", lv.Name, lv.Missing), Args: map[string]any{"Level": lv.Name, "Type": lv.Missing}})
			}
			return (&engine.Error{Status: http.StatusForbidden, Key: "approval_not_approver", Msg: fmt.Sprintf("Only a pending approver of %s (%s) may approve or reject this flow.", lv.Name, lv.Type), Args: map[string]any{"Level": lv.Name, "Type": lv.Type}})
		}
		res, err = s.decide(ctx, tx, p, fm, cur, levels, n, approve, feedback)
		return err
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// pendingApprovers are the approvers of a level who have not decided yet.
func pendingApprovers(lv *flowLevel) []int64 {
	out := []int64{}
	for _, u := range lv.Approvers {
		if !slices.ContainsFunc(lv.Entries, func(en flowEntry) bool { return en.User == u }) {
			out = append(out, u)
		}
	}
	return out
}

// decide records p's decision on level n and moves the flow on.
func (s *Service) decide(ctx context.Context, tx *store.Tx, p engine.Principal, fm *meta.Model, cur *store.Record, levels []*flowLevel, n int, approve bool, feedback string) (*Result, error) {
	lv := levels[n-1]
	idx := 1
	for _, l := range levels {
		idx += len(l.Entries)
	}
	verdict := map[bool]string{true: Approved, false: Rejected}[approve]
	lv.Entries = append(lv.Entries, flowEntry{Idx: idx, ApprovalID: lv.ID, User: p.UserID, Feedback: flowFeedback{Status: verdict, Content: feedback}, Date: s.e.Now().UTC().Format(time.RFC3339)})

	target, err := s.flowTarget(ctx, tx, p, cur.Data)
	if err != nil {
		return nil, err
	}
	applicant, _ := engine.AsID(cur.Data["applicant"])
	name, _ := cur.Data["record_name"].(string)
	flowStatus, level := Pending, n
	var next *flowLevel
	switch {
	case !approve:
		lv.Status, flowStatus = levelRejected, Rejected
	case lv.Type == approvalSpecial && len(lv.Approvers) > 0 && len(pendingApprovers(lv)) > 0:
		// a special level waits for the others
	case n == len(levels):
		lv.Status, flowStatus = levelApproved, Approved
	default:
		lv.Status = levelApproved
		level, next = n+1, levels[n]
		if err := s.activateLevel(ctx, tx, p, target, applicant, next); err != nil {
			return nil, err
		}
	}
	approvers := []int64{}
	if flowStatus == Pending {
		approvers = pendingApprovers(levels[level-1])
	}
	data, err := jsonText(levels)
	if err != nil {
		return nil, err
	}
	set := map[string]any{"flow_data": data, "status": flowStatus, "level": int64(level), "approvers": nil}
	if len(approvers) > 0 {
		set["approvers"] = approvers
	}
	if err := s.e.UpdateAtVersionInTx(ctx, tx, p, fm, cur.ID, cur.Version, set); err != nil {
		return nil, err
	}
	saved, err := tx.GetForUpdate(ctx, fm, p.TenantID, cur.ID) // its new version, for the answer
	if err != nil {
		return nil, err
	}
	if flowStatus != Pending && target.m != nil {
		if err := s.setApprovalStatus(ctx, tx, p, target.m, target.id, flowStatus); err != nil {
			return nil, err
		}
	}
	if next != nil {
		if err := s.tellApprovers(ctx, tx, p, fm, cur.ID, name, next); err != nil {
			return nil, err
		}
	}
	if lv.Status != levelPending {
		label := s.e.Options.Label(ctx, p.TenantID, fm.Field("status").OptionList(), verdict, p.Lang)
		n := engine.Notice{Type: NoticeStatusChanged, To: []int64{applicant}, Content: name + " · " + lv.Name + ": " + label, Model: fm.Name, ID: cur.ID,
			Named: &engine.NamedRecord{Model: fm.Name, ID: cur.ID, Name: name}}
		if err := s.e.Notify(ctx, tx, p, n); err != nil {
			return nil, err
		}
	}
	if flowStatus == Approved {
		if to := engine.IDs(cur.Data["notify_after_pass"]); len(to) > 0 {
			label := s.e.Options.Label(ctx, p.TenantID, fm.Field("status").OptionList(), flowStatus, p.Lang)
			if err := s.e.Notify(ctx, tx, p, engine.Notice{Type: NoticeStatusChanged, To: to, Content: name + ": " + label, Model: fm.Name, ID: cur.ID,
				Named: &engine.NamedRecord{Model: fm.Name, ID: cur.ID, Name: name}}); err != nil {
				return nil, err
			}
		}
	}
	return &Result{ID: cur.ID, Version: saved.Version, Status: flowStatus, Level: int64(level), Pending: approvers}, nil
}

// flowTarget reads the record a flow is about; a model that no longer has approvals (or
// a record gone for good) leaves the flow alone with nothing to update.
func (s *Service) flowTarget(ctx context.Context, tx *store.Tx, p engine.Principal, flow map[string]any) (flowTarget, error) {
	name, _ := flow["model"].(string)
	id, _ := engine.AsID(flow["record_id"])
	m := s.e.Reg().Model(name)
	if m == nil || Of(m) == nil || id == 0 {
		return flowTarget{}, nil
	}
	rec, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
	if store.IsNotFound(err) {
		return flowTarget{}, nil
	}
	if err != nil {
		return flowTarget{}, err
	}
	return flowTarget{m: m, id: id, name: rec.Name, doc: rec.Data}, nil
}

// Start starts (or, after a rejection, starts again) the flow of a record
// (POST /rest/{flow model}/start): with the given definition, or the model's active one
// when definition is 0. Refused while a flow of the record is pending. p, who must be able
// to edit the record, is the applicant.
func (s *Service) Start(ctx context.Context, p engine.Principal, model string, id, definition int64) (*Result, error) {
	m, err := s.e.ModelNamed(model)
	if err != nil {
		return nil, err
	}
	fm, dm := FlowModel(s.e.Reg()), DefinitionModel(s.e.Reg())
	if Of(m) == nil || fm == nil || dm == nil {
		return nil, (&engine.Error{Status: http.StatusBadRequest, Key: "approval_model", Msg: fmt.Sprintf("model: %s has no approval flows", model), Args: map[string]any{"Model": model}})
	}
	if err := s.e.Access.Allow(ctx, p, m, engine.ActEdit); err != nil {
		return nil, err
	}
	if err := s.e.Writable(ctx, p, m, engine.ActEdit, []int64{id}); err != nil {
		return nil, err
	}
	var res *Result
	err = s.e.Store.Tx(ctx, func(tx *store.Tx) error {
		rec, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
		if store.IsNotFound(err) || (err == nil && rec.IsDeleted) {
			return engine.NotFound("record_not_found", "%s %d does not exist.", m.Name, id).With(map[string]any{"Model": m.Name, "ID": id})
		}
		if err != nil {
			return err
		}
		running, err := s.e.FindRecords(ctx, tx, p.TenantID, fm, andOf(cond("model", m.Name), cond("record_id", fmt.Sprint(id)), cond("status", Pending)), 1)
		if err != nil {
			return err
		}
		if len(running) > 0 {
			return (&engine.Error{Status: http.StatusConflict, Key: "approval_pending", Msg: fmt.Sprintf("An approval flow of this record is still pending (%s %d); it must be approved or rejected before another starts.", fm.Name, running[0].ID),
				Args: map[string]any{"Model": fm.Name, "ID": running[0].ID}, Data: running[0].ID})
		}
		def, err := s.definitionFor(ctx, tx, p, m, definition)
		if err != nil {
			return err
		}
		flowID, err := s.startFlow(ctx, tx, p, flowTarget{m: m, id: id, name: rec.Name, doc: rec.Data}, def)
		if err != nil {
			return err
		}
		flow, err := tx.GetForUpdate(ctx, fm, p.TenantID, flowID)
		if err != nil {
			return err
		}
		res = &Result{ID: flowID, Version: flow.Version, Status: Pending, Level: 1, Pending: engine.IDs(flow.Data["approvers"])}
		if res.Pending == nil {
			res.Pending = []int64{}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// definitionFor answers the definition a start names, which must be an active one of the
// record's model, or the model's active definition when none is named.
func (s *Service) definitionFor(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64) (*store.Record, error) {
	dm := DefinitionModel(s.e.Reg())
	if id == 0 {
		def, err := s.activeDefinition(ctx, tx, p.TenantID, m.Name)
		if err != nil {
			return nil, err
		}
		if def == nil {
			return nil, (&engine.Error{Status: http.StatusBadRequest, Key: "approval_no_definition", Msg: fmt.Sprintf("definition: %s has no active approval flow definition", m.Name), Args: map[string]any{"Model": m.Name}})
		}
		return def, nil
	}
	recs, err := s.e.FindRecords(ctx, tx, p.TenantID, dm, cond("id", fmt.Sprint(id)), 1)
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 || recs[0].Data["model"] != m.Name || recs[0].Data["active"] != true {
		return nil, (&engine.Error{Status: http.StatusBadRequest, Key: "approval_bad_definition", Msg: fmt.Sprintf("definition: %d is not an active approval flow definition of %s", id, m.Name), Args: map[string]any{"ID": id, "Model": m.Name}})
	}
	return recs[0], nil
}
