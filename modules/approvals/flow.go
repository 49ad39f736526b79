package approvals

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// An approval flow (spec 000 §3, §4) is a record of the model marked approval_flow: the
// record under approval (model, record_id, record_name), the definition it follows, its
// status (pending, then approved or rejected), the current level (from 1), approvers (who may
// act on that level now), the applicant, and flow_data, the levels as JSON text:
//
//	[{"name": "一级审批", "id": 1, "type": "line_manager", "approvers": [ids], "missing": "line_manager",
//	  "status": "waiting"|"pending"|"approved"|"rejected",
//	  "entries": [{"idx": 1, "approval_id": 1, "user": 7, "feedback": {"status": "approved", "content": ""}, "date": "..."}]}]
//
// A level's approvers are found when it becomes current, not when the flow starts, so a
// line manager changed meanwhile is the one asked. A level where none is found carries
// "missing" (its type: the screen shows 'No Line Manager' in red for line_manager) and may
// be approved or rejected by any active administrator, who is told of it instead: a flow is
// never stuck without anyone able to move it.

// Level statuses in flow_data.
const (
	levelWaiting  = "waiting"
	levelPending  = "pending"
	levelApproved = "approved"
	levelRejected = "rejected"
)

// flowLevel is one level of a running flow.
type flowLevel struct {
	Name      string      `json:"name"`
	ID        int         `json:"id"`
	Type      string      `json:"type"`
	Users     []int64     `json:"users,omitempty"` // the definition's approvalUser (users, or teams for group levels)
	Approvers []int64     `json:"approvers"`
	Missing   string      `json:"missing,omitempty"`
	Status    string      `json:"status"`
	Entries   []flowEntry `json:"entries"`
}

// flowEntry is one approver's decision on a level.
type flowEntry struct {
	Idx        int          `json:"idx"` // its place among all the flow's decisions, from 1
	ApprovalID int          `json:"approval_id"`
	User       int64        `json:"user"`
	Feedback   flowFeedback `json:"feedback"`
	Date       string       `json:"date"`
}

type flowFeedback struct {
	Status  string `json:"status"`
	Content string `json:"content"`
}

// flowTarget is the record a flow is about.
type flowTarget struct {
	m    *meta.Model
	id   int64
	name string
	doc  map[string]any
}

// onCreateCheck marks a new record pending before it is written when an active
// definition will start a flow for it, so the record is created in that state rather than
// taking a second version a moment later.
func (s *Service) onCreateCheck(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, doc map[string]any, _ []string) error {
	if id != 0 {
		return nil
	}
	def, err := s.activeDefinition(ctx, tx, p.TenantID, m.Name)
	if err != nil || def == nil {
		return err
	}
	doc[Of(m).Status] = Pending
	return nil
}

// onCreated starts the flow of a new record, in its transaction.
func (s *Service) onCreated(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, name string, doc map[string]any) error {
	if doc[Of(m).Status] != Pending {
		return nil
	}
	def, err := s.activeDefinition(ctx, tx, p.TenantID, m.Name)
	if err != nil || def == nil {
		return err
	}
	_, err = s.startFlow(ctx, tx, p, flowTarget{m: m, id: id, name: name, doc: doc}, def)
	return err
}

// startFlow creates the flow of a record following a definition, asks the first level's
// approvers and tells them.
func (s *Service) startFlow(ctx context.Context, tx *store.Tx, p engine.Principal, t flowTarget, def *store.Record) (int64, error) {
	fm := FlowModel(s.e.Reg())
	if fm == nil {
		return 0, engine.NotFound("approval_unavailable", "Approval flows are not set up.")
	}
	raw, _ := def.Data["rawjson"].(string)
	d, errs := parseApprovalDefinition(raw)
	if len(errs) > 0 {
		return 0, (&engine.Error{Status: http.StatusConflict, Key: "approval_definition_broken", Msg: fmt.Sprintf("The approval flow definition %d cannot be followed: %s. An administrator must correct it.", def.ID, errs[0].Field+" "+errs[0].Msg),
			Args: map[string]any{"ID": def.ID, "Problem": errs[0].Field + " " + errs[0].Msg}})
	}
	levels := make([]*flowLevel, len(d.Approvals))
	for i, it := range d.Approvals {
		levels[i] = &flowLevel{Name: it.ApprovalName, ID: it.ApprovalID, Type: it.ApprovalType, Users: it.ApprovalUser, Approvers: []int64{}, Status: levelWaiting, Entries: []flowEntry{}}
	}
	set := map[string]any{
		"model": t.m.Name, "record_id": t.id, "record_name": t.name, "definition": def.ID,
		"status": Pending, "level": int64(1),
	}
	if p.UserID != 0 {
		set["applicant"] = p.UserID
	}
	if d.NoticeAfterPass == "1" && len(d.NotifyUsersAfterPass) > 0 {
		set["notify_after_pass"] = d.NotifyUsersAfterPass
	}
	for _, l := range Of(t.m).Links {
		if id, ok := engine.AsID(t.doc[l]); ok {
			set[l] = id
		}
	}
	if err := s.activateLevel(ctx, tx, p, t, p.UserID, levels[0]); err != nil {
		return 0, err
	}
	if len(levels[0].Approvers) > 0 {
		set["approvers"] = levels[0].Approvers
	}
	data, _ := json.Marshal(levels)
	set["flow_data"] = string(data)
	id, err := s.e.CreateInTx(ctx, tx, p, fm, set)
	if err != nil {
		return 0, err
	}
	if err := s.tellApprovers(ctx, tx, p, fm, id, t.name, levels[0]); err != nil {
		return 0, err
	}
	if t.doc[Of(t.m).Status] != Pending {
		if err := s.setApprovalStatus(ctx, tx, p, t.m, t.id, Pending); err != nil {
			return 0, err
		}
	}
	return id, nil
}

// activateLevel makes a level current: it finds its approvers now.
func (s *Service) activateLevel(ctx context.Context, tx *store.Tx, p engine.Principal, t flowTarget, applicant int64, lv *flowLevel) error {
	approvers, err := s.levelApprovers(ctx, tx, p.TenantID, t, applicant, lv)
	if err != nil {
		return err
	}
	lv.Status, lv.Approvers, lv.Missing = levelPending, approvers, ""
	if len(approvers) == 0 {
		lv.Missing = lv.Type
	}
	return nil
}

// tellApprovers sends approval_sent to the approvers of the level that became current, or
// to the administrators when it has none (they may act on it).
func (s *Service) tellApprovers(ctx context.Context, tx *store.Tx, p engine.Principal, fm *meta.Model, flowID int64, name string, lv *flowLevel) error {
	to := lv.Approvers
	if len(to) == 0 {
		admins, err := s.activeUsers(ctx, tx, p.TenantID, cond(meta.UserAdminField, "1"))
		if err != nil {
			return err
		}
		to = admins
	}
	return s.e.Notify(ctx, tx, p, engine.Notice{Type: NoticeSent, To: to, Content: name + " · " + lv.Name, Model: fm.Name, ID: flowID,
		Named: &engine.NamedRecord{Model: fm.Name, ID: flowID, Name: name}})
}

// setApprovalStatus sets the status field of the record under approval through the normal
// update path: its change log, feed and notify rules follow as for any edit.
func (s *Service) setApprovalStatus(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, status string) error {
	return s.e.UpdateInTx(ctx, tx, p, m, id, map[string]any{Of(m).Status: status})
}

// readFlowData reads flow_data.
func readFlowData(doc map[string]any) ([]*flowLevel, error) {
	raw, _ := doc["flow_data"].(string)
	var levels []*flowLevel
	if err := json.Unmarshal([]byte(raw), &levels); err != nil || len(levels) == 0 {
		return nil, fmt.Errorf("approval flow data is not readable: %v", err)
	}
	return levels, nil
}

func jsonText(v any) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}

func andOf(items ...gql.Node) gql.Node { return &gql.And{Items: items} }

// cond is the condition path=value of a gql filter (path with __ before an operator).
func cond(path, value string) *gql.Cond {
	return &gql.Cond{Path: strings.Split(path, "__"), Raw: value, HasValue: true}
}
