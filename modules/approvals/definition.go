package approvals

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// A workflow definition (spec 000 §3) is a record of the model marked approval_definition:
// name, the model whose records it approves, active, and rawjson, the JSON text the approval
// form edits:
//
//	{"approvalflowType": "system", "approvalflowNoticeAfterPass": "0"|"1", "notifyUsersAfterPass": [user ids],
//	 "approvals": [{"approvalId": 1, "approvalName": "一级审批", "approvalType": "line_manager",
//	                "approvalUser": [ids], "approvalConditionName": "", "approvalConditionValue": ""}]}
//
// Every write that touches rawjson, the model or turns the definition on is checked here
// and rawjson is stored in a canonical form: ids as numbers, the notice flag as "0" or "1",
// approvalId numbered from 1 and an empty approvalName given its default (一级审批 ...). A
// write that only turns a definition off is never refused, even if a user it names has gone.

// The approval types of a level (spec 000 §3).
const (
	approvalAnyone      = "anyone"                      // any one of approvalUser
	approvalLineManager = "line_manager"                // the applicant's line manager
	approvalSpecial     = "special"                     // every one of approvalUser
	approvalGroupFirst  = "approval_group_accept_first" // approvalUser are teams; their first member to accept
	approvalRootAdmin   = "root_admin"                  // any active administrator
	approvalPRManager   = "pr_manager"                  // the owner of the record's project link
	approvalTeamLeader  = "team_leader"                 // a leader of the applicant's team
)

var approvalTypes = []string{approvalAnyone, approvalLineManager, approvalSpecial, approvalGroupFirst, approvalRootAdmin, approvalPRManager, approvalTeamLeader}

// approvalTypesWithUsers are the types whose approvers the definition lists.
var approvalTypesWithUsers = []string{approvalAnyone, approvalSpecial, approvalGroupFirst}

// approvalDefinition is rawjson read.
type approvalDefinition struct {
	FlowType             string         `json:"approvalflowType"`
	NoticeAfterPass      string         `json:"approvalflowNoticeAfterPass"`
	NotifyUsersAfterPass []int64        `json:"notifyUsersAfterPass"`
	Approvals            []approvalItem `json:"approvals"`
}

// approvalItem is one level of a definition.
type approvalItem struct {
	ApprovalID     int     `json:"approvalId"`
	ApprovalName   string  `json:"approvalName"`
	ApprovalType   string  `json:"approvalType"`
	ApprovalUser   []int64 `json:"approvalUser"`
	ConditionName  string  `json:"approvalConditionName"`
	ConditionValue string  `json:"approvalConditionValue"`
}

// parseApprovalDefinition reads rawjson leniently (ids as numbers or digit strings, the
// notice flag as "1", 1 or true) and answers the problems as field errors named
// rawjson.approvals.N.field, N counting from 0.
func parseApprovalDefinition(raw string) (*approvalDefinition, engine.FieldErrors) {
	var errs engine.FieldErrors
	add := func(field, rule, msg string, args map[string]any) {
		errs = append(errs, engine.FieldError{Field: field, Rule: rule, Msg: msg, Args: args})
	}
	var doc map[string]any
	dec := json.NewDecoder(strings.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil || doc == nil {
		add("rawjson", "approval_json", "is not a JSON object like {\"approvals\": [...]}", nil)
		return nil, errs
	}
	d := &approvalDefinition{FlowType: "system", NoticeAfterPass: "0"}
	if s, ok := doc["approvalflowType"].(string); ok && s != "" {
		d.FlowType = s
	}
	switch v := doc["approvalflowNoticeAfterPass"].(type) {
	case nil:
	case bool:
		d.NoticeAfterPass = map[bool]string{true: "1", false: "0"}[v]
	default:
		s := fmt.Sprint(v)
		if s != "0" && s != "1" && s != "" {
			add("rawjson.approvalflowNoticeAfterPass", "approval_flag", `must be "0" or "1"`, nil)
		} else if s == "1" {
			d.NoticeAfterPass = "1"
		}
	}
	var bad bool
	if d.NotifyUsersAfterPass, bad = idList(doc["notifyUsersAfterPass"]); bad {
		add("rawjson.notifyUsersAfterPass", "approval_ids", "must be a list of user ids", nil)
	}
	if d.NoticeAfterPass == "1" && len(d.NotifyUsersAfterPass) == 0 && !bad {
		add("rawjson.notifyUsersAfterPass", "required", "is required when approvalflowNoticeAfterPass is \"1\"", nil)
	}
	levels, ok := doc["approvals"].([]any)
	if !ok || len(levels) == 0 {
		add("rawjson.approvals", "approval_levels", "needs at least one approval level", nil)
		return d, errs
	}
	for i, lv := range levels {
		at := fmt.Sprintf("rawjson.approvals.%d.", i)
		item, ok := lv.(map[string]any)
		if !ok {
			add(at[:len(at)-1], "approval_json", "is not an object", nil)
			continue
		}
		it := approvalItem{ApprovalID: i + 1}
		it.ApprovalName = strings.TrimSpace(approvalText(item["approvalName"]))
		if it.ApprovalName == "" {
			it.ApprovalName = approvalLevelName(i + 1)
		}
		it.ApprovalType = approvalText(item["approvalType"])
		it.ConditionName, it.ConditionValue = approvalText(item["approvalConditionName"]), approvalText(item["approvalConditionValue"])
		if !slices.Contains(approvalTypes, it.ApprovalType) {
			add(at+"approvalType", "approval_type", fmt.Sprintf("must be one of %s", strings.Join(approvalTypes, ", ")), map[string]any{"Choices": strings.Join(approvalTypes, ", ")})
		}
		if it.ApprovalUser, bad = idList(item["approvalUser"]); bad {
			add(at+"approvalUser", "approval_ids", "must be a list of ids", nil)
		} else if len(it.ApprovalUser) == 0 && slices.Contains(approvalTypesWithUsers, it.ApprovalType) {
			add(at+"approvalUser", "required", fmt.Sprintf("is required for approval type %s", it.ApprovalType), nil)
		}
		if !slices.Contains(approvalTypesWithUsers, it.ApprovalType) {
			it.ApprovalUser = nil // the type finds its approvers itself
		}
		d.Approvals = append(d.Approvals, it)
	}
	return d, errs
}

func approvalText(v any) string {
	if v == nil {
		return ""
	}
	return strings.TrimSpace(fmt.Sprint(v))
}

// idList reads a list of ids written as numbers or digit strings; bad when it is not one.
func idList(v any) ([]int64, bool) {
	if v == nil {
		return nil, false
	}
	list, ok := v.([]any)
	if !ok {
		return nil, true
	}
	var out []int64
	for _, x := range list {
		id, err := meta.AsInt(x)
		if err != nil || id < 1 {
			return nil, true
		}
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out, false
}

// checkDefinition is the hook of the definition model: it refuses a definition the
// engine could not run and stores rawjson in its canonical form.
func (s *Service) checkDefinition(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, doc map[string]any, changed []string) error {
	if id != 0 && !slices.Contains(changed, "rawjson") && !slices.Contains(changed, "model") && !(slices.Contains(changed, "active") && doc["active"] == true) {
		return nil
	}
	var errs engine.FieldErrors
	if name, _ := doc["model"].(string); name != "" {
		if target := s.e.Reg().Model(name); target == nil || Of(target) == nil {
			var names []string
			for _, t := range s.e.Reg().Models() {
				if Of(t) != nil {
					names = append(names, t.Name)
				}
			}
			errs = append(errs, engine.FieldError{Field: "model", Rule: "approval_model", Msg: fmt.Sprintf("%s has no approval flows (models with approvals: %s)", name, strings.Join(names, ", ")),
				Args: map[string]any{"Model": name, "Choices": strings.Join(names, ", ")}})
		}
	}
	raw, _ := doc["rawjson"].(string)
	if raw == "" {
		return errs.Err() // the core's required check names an empty rawjson
	}
	d, perrs := parseApprovalDefinition(raw)
	errs = append(errs, perrs...)
	if d != nil && len(perrs) == 0 {
		uerrs, err := s.checkApprovalRefs(ctx, tx, p, d)
		if err != nil {
			return err
		}
		errs = append(errs, uerrs...)
	}
	if err := errs.Err(); err != nil {
		return err
	}
	canon, err := json.Marshal(d)
	if err != nil {
		return err
	}
	doc["rawjson"] = string(canon)
	return nil
}

// checkApprovalRefs makes sure the users (and, for group levels, the teams) a definition
// names exist.
func (s *Service) checkApprovalRefs(ctx context.Context, tx *store.Tx, p engine.Principal, d *approvalDefinition) (engine.FieldErrors, error) {
	var errs engine.FieldErrors
	check := func(field, model string, list []int64) error {
		if len(list) == 0 || model == "" {
			return nil
		}
		live, err := tx.Live(ctx, model, p.TenantID, list)
		if err != nil {
			return err
		}
		for _, id := range list {
			if !live[id] {
				errs = append(errs, engine.FieldError{Field: field, Rule: "reference", Msg: fmt.Sprintf("%s %d does not exist", model, id), Args: map[string]any{"Model": model, "ID": id}})
			}
		}
		return nil
	}
	if err := check("rawjson.notifyUsersAfterPass", meta.UserModel, d.NotifyUsersAfterPass); err != nil {
		return nil, err
	}
	for i, it := range d.Approvals {
		model := meta.UserModel
		if it.ApprovalType == approvalGroupFirst {
			model = s.teamModel()
		}
		if err := check(fmt.Sprintf("rawjson.approvals.%d.approvalUser", i), model, it.ApprovalUser); err != nil {
			return nil, err
		}
	}
	return errs, nil
}

// teamModel is the model of the user's team field, or "" when users have no teams.
func (s *Service) teamModel() string {
	if um := s.e.Reg().Model(meta.UserModel); um != nil {
		if f := um.Field(meta.UserTeamField); f != nil {
			return f.To
		}
	}
	return ""
}

// activeDefinition answers the active definition for a model with the lowest id (the
// first defined wins when there are several), or nil.
func (s *Service) activeDefinition(ctx context.Context, tx *store.Tx, tenant int64, model string) (*store.Record, error) {
	dm := DefinitionModel(s.e.Reg())
	if dm == nil {
		return nil, nil
	}
	recs, err := s.e.FindRecords(ctx, tx, tenant, dm, &gql.And{Items: []gql.Node{cond("model", model), cond("active", "1")}}, 1)
	if err != nil || len(recs) == 0 {
		return nil, err
	}
	return recs[0], nil
}
