package approvals

import (
	"slices"

	"huntline/meta"
)

// The model keys this module owns.
const (
	key           = "approval"
	flowKey       = "approval_flow"
	definitionKey = "approval_definition"
)

// Approval puts a model's records through approval flows (spec 000 §3, §4):
//
//	"approval": {"status": "approval_status", "links": ["candidate", "joborder", "jobsubmission"], "project": "joborder"}
//
// Status is the record's choice field the flow drives: empty before any flow, then the flow's
// own status (Pending, then Approved or Rejected). Links are the
// record's single foreignkeys copied onto the flow record, so the flow shows on those records'
// feeds. Project names the foreignkey whose record's owner is the approver of a pr_manager
// level. The flows themselves are records of the model marked "approval_flow", started from
// the definitions held by the model marked "approval_definition" (see FlowModel).
type Approval struct {
	Status  string   `json:"status"`
	Links   []string `json:"links,omitempty"`
	Project string   `json:"project,omitempty"`
}

// The statuses of a flow, and of the field of its record that follows it.
const (
	Pending  = "pending"
	Approved = "approved"
	Rejected = "rejected"
)

// Statuses are the option codes a status field must offer.
var Statuses = []string{Pending, Approved, Rejected}

// approvalFlowFields are what the module writes on a flow record; each is checked on load.
var approvalFlowFields = []struct {
	name, types string
	multiple    bool
}{
	{"model", "char", false},            // the model of the record under approval
	{"record_id", "integer", false},     // its id
	{"record_name", "char", false},      // its name when the flow started
	{"definition", "foreignkey", false}, // the definition the flow follows
	{"status", "dropdown", false},       // pending, approved, rejected
	{"level", "integer", false},         // the current level, from 1
	{"approvers", "foreignkey", true},   // who may act on the current level now
	{"applicant", "foreignkey", false},
	{"flow_data", "multiline", false},         // the levels as JSON (flow.go)
	{"notify_after_pass", "foreignkey", true}, // who hears of the pass (the definition's notifyUsersAfterPass)
}

// approvalDefinitionFields are what the module reads of a definition.
var approvalDefinitionFields = []struct{ name, types string }{
	{"name", "char"},
	{"model", "char"},
	{"active", "checkbox"},
	{"rawjson", "multiline"},
}

func init() {
	// One check covers the three keys; a model carrying two runs it twice, to the same end.
	check := func(r *meta.Registry, m *meta.Model, _ any) error { return checkApproval(r, m) }
	meta.RegisterKey(meta.Key{Name: key, Decode: meta.Decoder[Approval](), Check: check})
	meta.RegisterKey(meta.Key{Name: flowKey, Decode: meta.Decoder[bool](), Check: check})
	meta.RegisterKey(meta.Key{Name: definitionKey, Decode: meta.Decoder[bool](), Check: check})
}

// Of answers m's approval key, or nil.
func Of(m *meta.Model) *Approval { return meta.ExtensionOf[Approval](m, key) }

// isMarked tells whether m carries the boolean key k set true.
func isMarked(m *meta.Model, k string) bool {
	v := meta.ExtensionOf[bool](m, k)
	return v != nil && *v
}

// FlowModel answers the model of approval flow records ("approval_flow": true), or nil.
func FlowModel(r *meta.Registry) *meta.Model {
	return r.ModelWith(flowKey, func(v any) bool { b, _ := v.(*bool); return b != nil && *b })
}

// DefinitionModel answers the model of workflow definitions ("approval_definition": true),
// or nil.
func DefinitionModel(r *meta.Registry) *meta.Model {
	return r.ModelWith(definitionKey, func(v any) bool { b, _ := v.(*bool); return b != nil && *b })
}

func checkApproval(r *meta.Registry, m *meta.Model) error {
	fail := func(field, format string, args ...any) error {
		return meta.Fail(m, field, format, args...)
	}
	isFlow, isDefinition := isMarked(m, flowKey), isMarked(m, definitionKey)
	if isFlow || isDefinition {
		for _, other := range r.Models() {
			if other == m || other.Name > m.Name {
				continue
			}
			if isFlow && isMarked(other, flowKey) {
				return fail("", "approval_flow: %s already is the model of approval flows", other.Name)
			}
			if isDefinition && isMarked(other, definitionKey) {
				return fail("", "approval_definition: %s already is the model of workflow definitions", other.Name)
			}
		}
	}
	if isFlow {
		def := DefinitionModel(r)
		if def == nil {
			return fail("", "approval_flow needs a model marked approval_definition")
		}
		for _, want := range approvalFlowFields {
			f := m.Field(want.name)
			if f == nil || f.Type != want.types || f.Multiple != want.multiple {
				return fail(want.name, "approval_flow needs a %s%s field %s", map[bool]string{true: "multiple ", false: "single "}[want.multiple], want.types, want.name)
			}
			if want.types == "foreignkey" && want.name != "definition" && f.To != meta.UserModel {
				return fail(want.name, "approval_flow: %s must link to %s", want.name, meta.UserModel)
			}
		}
		if f := m.Field("definition"); f.To != def.Name {
			return fail("definition", "approval_flow: definition must link to %s", def.Name)
		}
		if err := checkStatusField(r, m, m.Field("status"), fail); err != nil {
			return err
		}
		m.SetNameCopy(&meta.NameCopy{Model: "model", ID: "record_id", Name: "record_name"})
	}
	if isDefinition {
		for _, want := range approvalDefinitionFields {
			if f := m.Field(want.name); f == nil || f.Type != want.types || f.Multiple {
				return fail(want.name, "approval_definition needs a single %s field %s", want.types, want.name)
			}
		}
	}
	a := Of(m)
	if a == nil {
		return nil
	}
	flow := FlowModel(r)
	if flow == nil {
		return fail("", "approval: no model is marked approval_flow to hold the flows")
	}
	if err := checkStatusField(r, m, m.Field(a.Status), fail); err != nil {
		return err
	}
	if f := m.Field(a.Status); f.IsEditable() {
		return fail(a.Status, "approval: the status field follows the flow and must be \"editable\": false")
	}
	for _, l := range a.Links {
		own, theirs := m.Field(l), flow.Field(l)
		if own == nil || own.Type != "foreignkey" || own.Multiple {
			return fail(l, "approval.links: %s must be a single foreignkey of %s", l, m.Name)
		}
		if theirs == nil || theirs.Type != "foreignkey" || theirs.Multiple || theirs.To != own.To {
			return fail(l, "approval.links: %s needs a single foreignkey %s to %s too", flow.Name, l, own.To)
		}
	}
	if a.Project != "" {
		f := m.Field(a.Project)
		if f == nil || f.Type != "foreignkey" || f.Multiple {
			return fail(a.Project, "approval.project: %s must be a single foreignkey of %s", a.Project, m.Name)
		}
		owner := r.Model(f.To).Field("owner")
		if owner == nil || owner.Type != "foreignkey" || owner.To != meta.UserModel {
			return fail(a.Project, "approval.project: %s has no owner (a foreignkey to %s) to approve pr_manager levels", f.To, meta.UserModel)
		}
	}
	return nil
}

// checkStatusField makes sure a field can hold a flow's status.
func checkStatusField(r *meta.Registry, m *meta.Model, f *meta.Field, fail func(string, string, ...any) error) error {
	if f == nil || (f.Type != "dropdown" && f.Type != "radio") || f.Multiple {
		return fail("", "approval: status must name a dropdown or radio field of %s", m.Name)
	}
	list := r.OptionList(f.OptionList())
	if list == nil {
		return fail(f.Name, "approval: status needs options %v", Statuses)
	}
	var codes []string
	for _, o := range list.Options {
		codes = append(codes, o.Code)
	}
	for _, want := range Statuses {
		if !slices.Contains(codes, want) {
			return fail(f.Name, "approval: status needs the option %s (has %v)", want, codes)
		}
	}
	return nil
}

// The user fields approval levels read: who a user's line manager is (line_manager levels)
// and whether they lead their team (team_leader levels). A user model without them leaves
// such levels without approvers.
const (
	UserLineManagerField = "lineManager"
	UserLeaderField      = "isleader"
)

// The notification types (codes of the inbox's type options) the module sends.
const (
	NoticeSent          = "approval_sent"           // to the approvers of the level that became current
	NoticeStatusChanged = "approval_status_changed" // to the applicant, when a level or the flow ends
)
