package mail

import (
	"context"
	"net/http"
	"slices"
	"sync"

	"huntline/engine"
	"huntline/meta"
)

// A template with attach_resume (spec 001 "Template meta") attaches the current CV of each
// record a mail names. Which model holds CVs, and in which attachments field (its first file
// is the current one), is the CV module's knowledge, not this one's: it registers them here
// (RegisterResumes), so this package names neither.

// resumeFields maps a model holding CVs to its attachments field.
var resumeFields sync.Map // model name → field name

// RegisterResumes tells the module that model's records keep CVs in the attachments field
// field, first file current. Called by the CV module when it is built.
func RegisterResumes(model, field string) { resumeFields.Store(model, field) }

// resumeField answers the CV field of model, or "".
func resumeField(model string) string {
	v, _ := resumeFields.Load(model)
	s, _ := v.(string)
	return s
}

// attachResumeField is the template's flag: mails written from it carry the current CV of
// the records they name.
const attachResumeField = "attach_resume"

// idsSuffix names the E-mail value's lists of records a mail is about beyond its single
// link ("candidate_ids": "12,13" beside "candidate": 12): they say whose CVs to attach, and
// are dropped when the template attaches none.
const idsSuffix = "_ids"

// resumeLinks answers, for each link of the message model to a model holding CVs, the
// records the posted mail names (its link, and its "{link}_ids" list when the template
// attaches CVs: otherwise the list is dropped, spec 001 §4), and takes the lists out of
// raw: they are no fields of the mail.
func resumeLinks(msg *meta.Model, data, raw map[string]any, attach bool) (map[string][]int64, error) {
	out := map[string][]int64{}
	for _, f := range msg.DataFields() {
		if f.Type != "foreignkey" || resumeField(f.To) == "" {
			continue
		}
		var ids []int64
		if id, err := meta.AsInt(data[f.Name]); err == nil && id > 0 {
			ids = append(ids, id)
		}
		list, given := data[f.Name+idsSuffix]
		delete(raw, f.Name+idsSuffix)
		if given && attach {
			more, err := blobIDs(list) // the same comma-or-list reading as file ids
			if err != nil {
				return nil, engine.BadRequest("email_resume_ids", "%s: expected record ids separated by commas", f.Name+idsSuffix).With(map[string]any{"Field": f.Name + idsSuffix})
			}
			for _, id := range more {
				if !slices.Contains(ids, id) {
					ids = append(ids, id)
				}
			}
		}
		if len(ids) > 0 {
			out[f.To] = ids
		}
	}
	return out, nil
}

// heldFiles answers the files the records a mail names hold, those p may read, by record:
// a sender may pass on the files of a record he reads (the composer's candidate files).
// A named record p may not read is refused, naming the rule: its files are not his to send.
func (mod *Module) heldFiles(ctx context.Context, p engine.Principal, model string, ids []int64) (map[int64][]engine.RecordFile, error) {
	files, err := mod.Engine().Files.RecordFiles(ctx, p, model, ids)
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		if _, readable := files[id]; !readable {
			return nil, engine.NewError(http.StatusForbidden, "email_record_unreadable",
				"%s %d: it does not exist or is outside your scope (data access, shares, the limited rule), so its files cannot be attached", model, id).With(map[string]any{"Model": model, "ID": id})
		}
	}
	return files, nil
}

// resumeFiles answers the files a mail may carry from the records it names, and the ones it
// must carry: with a template that attaches CVs, each record's current CV, unless the mail
// already carries one of that record's CV files (the sender chose another version, e.g.
// the agency CV). files are the ids the sender attached.
func (mod *Module) resumeFiles(ctx context.Context, p engine.Principal, named map[string][]int64, attach bool, files []int64) (allowed, added []int64, err error) {
	for model, ids := range named {
		held, err := mod.heldFiles(ctx, p, model, ids)
		if err != nil {
			return nil, nil, err
		}
		field := resumeField(model)
		for _, id := range ids {
			var cvs []int64
			for _, f := range held[id] {
				allowed = append(allowed, f.ID)
				if f.Field == field {
					cvs = append(cvs, f.ID)
				}
			}
			if attach && len(cvs) > 0 && !slices.ContainsFunc(files, func(f int64) bool { return slices.Contains(cvs, f) }) {
				added = append(added, cvs[0])
			}
		}
	}
	return allowed, added, nil
}

// attachesResumes tells whether the template a mail is written from attaches CVs.
func attachesResumes(tpl map[string]any) bool {
	v, _ := tpl[attachResumeField].(bool)
	return v
}
