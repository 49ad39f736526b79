package resume

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"huntline/engine"
	"huntline/modules/activity"
	"huntline/modules/mail"
	"huntline/modules/pipeline"
	"huntline/modules/pipeline/pipelinetest"
	"huntline/resttest"
)

// withMail runs the module with the mail module it requires.
var withMail = resttest.Running(func() []engine.Module { return []engine.Module{mail.New(mail.Config{}), New()} })

// withCVSent runs what CV Sent stands on: the feeds, mail, the pipeline and this module.
var withCVSent = resttest.Running(func() []engine.Module {
	return []engine.Module{activity.New(), mail.New(mail.Config{}), pipeline.New(), New()}
})

// mailRecord reads a mail as its sender does.
func mailRecord(t *testing.T, b *resttest.Harness, body map[string]any) map[string]any {
	t.Helper()
	id, ok := body["data"].(float64)
	if !ok {
		t.Fatalf("send answered %v", body)
	}
	return b.Record("email", int64(id))
}

// attachedNames answers the original names of a mail record's attachments.
func attachedNames(rec map[string]any) []string {
	var out []string
	files, _ := rec["attachments"].([]any)
	for _, f := range files {
		out = append(out, fmt.Sprint(f.(map[string]any)["originname"]))
	}
	return out
}

// CV Sent sends the CV (issue 16): a submission moves to CV Sent, and the mail written from
// a template with attach_resume reaches the client's contact with the candidate's current
// CV, byte for byte, linked to the submission, the candidate and the CV Sent record, on the
// submission's feed. The sender may send another of the candidate's files instead; a template
// without attach_resume drops the candidate ids; a consultant outside the candidate's scope
// attaches none of its files.
func TestCVSentMailsTheCV(t *testing.T) {
	resttest.Each(t, withCVSent, func(t *testing.T, admin *resttest.Harness) {
		sink := resttest.ServeSMTP(t)
		admin.Server.UseSMTP(t, sink.Addr)
		f := pipelinetest.NewFixture(admin.Browser, admin.UserID)
		contact := admin.Create("clientcontact", map[string]any{"englishName": "Carol Client", "client": f.Client, "email": "carol@acme.test"})
		cv := []byte("%PDF-1.4 the original CV \x00\x01\x02 binary tail")
		original, originalName := admin.Upload("pat-cv.pdf", cv)
		agency, _ := admin.Upload("pat-agency.pdf", []byte("%PDF-1.4 agency version"))
		admin.Update("candidate", f.Cand, map[string]any{"resumes": []int64{original, agency}})
		withCV := admin.Create("emailtemplate", map[string]any{"name": "Send CV", "type": "clientcontact", "attach_resume": true,
			"title": "CV: {{candidate.englishName}} for {{joborder.jobTitle}}", "content": "<p>{{candidate.englishName}} for {{joborder.jobTitle}}</p>"})
		plain := admin.Create("emailtemplate", map[string]any{"name": "Plain", "type": "clientcontact", "title": "Hello", "content": "<p>Hi</p>"})

		js := admin.Create("jobsubmission", map[string]any{"candidate": f.Cand, "joborder": f.Job, "owner": admin.UserID})
		status, body := pipelinetest.Move(admin.Browser, js, "cvsent", admin.Version("jobsubmission", js), map[string]any{"contacts": []int64{contact}})
		if status != 200 {
			t.Fatalf("move: %d %v", status, body)
		}
		stage := int64(body["data"].(map[string]any)["stage"].(map[string]any)["id"].(float64))
		about := map[string]any{"candidate": f.Cand, "joborder": f.Job, "client": f.Client, "jobsubmission": js, "cvsent": stage}
		send := func(b *resttest.Harness, patch map[string]any) (int, map[string]any) {
			data := map[string]any{"to": "Carol Client <carol@acme.test>", "subject": "CV: Pat Pipeline for Staff Engineer", "content": "<p>Pat</p>"}
			for k, v := range about {
				data[k] = v
			}
			for k, v := range patch {
				data[k] = v
			}
			return b.Post("/rest/email/send", data)
		}

		// The template attaches the current CV.
		status, body = send(admin, map[string]any{"template": withCV})
		if status != 200 {
			t.Fatalf("send: %d %v", status, body)
		}
		rec := mailRecord(t, admin, body)
		got := sink.Wait(t, 1)
		if _, _, files := resttest.MailParts(t, got.Raw); files["pat-cv.pdf"] != string(cv) || len(files) != 1 {
			t.Errorf("the mail carries %d files; the CV reads %q, want the original's bytes", len(files), files["pat-cv.pdf"])
		}
		if !slices.Contains(got.Rcpts, "carol@acme.test") {
			t.Errorf("recipients %v", got.Rcpts)
		}
		for link, want := range about {
			if id, _ := engine.AsID(rec[link]); id != engine.AsInt64(want) {
				t.Errorf("the mail's %s is %v, want %v", link, rec[link], want)
			}
		}
		_, feed := admin.Feed(fmt.Sprintf("model_name=jobsubmission&model_id=%d&page=1&paginate_by=100", js))
		if types := resttest.FeedTypes(feed); !strings.Contains(types, "email") || !strings.Contains(types, "cvsent") {
			t.Errorf("the submission's feed: %s", types)
		}

		// The sender chose the agency version: it goes instead of the current CV.
		status, body = send(admin, map[string]any{"template": withCV, "attachment": fmt.Sprint(agency)})
		if status != 200 {
			t.Fatalf("send the agency CV: %d %v", status, body)
		}
		if names := attachedNames(mailRecord(t, admin, body)); !slices.Equal(names, []string{"pat-agency.pdf"}) {
			t.Errorf("with the agency CV chosen the mail carries %v", names)
		}

		// The composer's template list says which templates attach CVs; a bad id list is refused.
		_, sets := admin.Get("/rest/emailtemplate/get_type?type=clientcontact")
		if !strings.Contains(fmt.Sprint(sets["data"]), "attach_resume:true") || !strings.Contains(fmt.Sprint(sets["data"]), "attach_resume:false") {
			t.Errorf("get_type: %v", sets["data"])
		}
		if status, body := send(admin, map[string]any{"template": withCV, "candidate_ids": "12,x"}); status != 400 || !strings.Contains(resttest.Message(body), "candidate_ids: expected record ids") {
			t.Errorf("a bad candidate_ids: %d %v", status, body)
		}

		// A template without attach_resume drops the candidate ids: no CV goes.
		status, body = send(admin, map[string]any{"template": plain, "candidate_ids": fmt.Sprint(f.Cand)})
		if status != 200 {
			t.Fatalf("send without CVs: %d %v", status, body)
		}
		if names := attachedNames(mailRecord(t, admin, body)); len(names) != 0 {
			t.Errorf("a template without attach_resume attached %v", names)
		}

		// A consultant whose scope is his own candidates: another's CV is not his to attach,
		// neither named nor by its file id; his own candidate's files are.
		cons := admin.As("cvsent.cons@huntline.test", map[string]any{"user_type": "consultant"})
		admin.Create("dataaccessmodelquery", map[string]any{"name": "Own", "model": "candidate", "query": "owner={{user.id}}", "users": []int64{cons.UserID}})
		// A CV already mailed still follows its candidate, not the mails that carry it: he
		// reads the mail, not the CV in it.
		if n := cons.Count("email", "attachments__isnull=false"); n == 0 {
			t.Errorf("the consultant reads no mail with attachments: the check below proves nothing")
		}
		if status, _ := cons.Get("/rest/file/preview/" + originalName); status != 404 {
			t.Errorf("a mailed CV of a candidate outside his scope, read through the mail: %d, want 404", status)
		}
		if status, body := cons.Post("/rest/email/send", map[string]any{"to": "carol@acme.test", "subject": "CV", "attachment": fmt.Sprint(original)}); status != 400 {
			t.Errorf("forwarding a mailed CV of a candidate outside his scope: %d %v", status, body)
		}
		hidden, _ := admin.Upload("hidden-cv.pdf", []byte("%PDF-1.4 not his"))
		notHis := admin.Create("candidate", map[string]any{"mobile": "13900448078", "englishName": "Not His", "resumes": []int64{hidden}})
		status, body = cons.Post("/rest/email/send", map[string]any{"to": "carol@acme.test", "subject": "CV", "template": withCV, "candidate_ids": fmt.Sprint(notHis)})
		if status != 403 || !strings.Contains(resttest.Message(body), "outside your scope") {
			t.Errorf("naming a candidate outside his scope: %d %v", status, body)
		}
		status, body = cons.Post("/rest/email/send", map[string]any{"to": "carol@acme.test", "subject": "CV", "attachment": fmt.Sprint(hidden)})
		if status != 400 || !strings.Contains(resttest.Message(body), "scope and the limited rule") {
			t.Errorf("attaching the CV of a candidate outside his scope: %d %v", status, body)
		}
		own, _ := admin.Upload("own-cv.txt", []byte("his candidate's CV"))
		mine := admin.Create("candidate", map[string]any{"mobile": "13900448079", "englishName": "Own Candidate", "owner": cons.UserID, "resumes": []int64{own}})
		status, body = cons.Post("/rest/email/send", map[string]any{"to": "carol@acme.test", "subject": "CV", "candidate": mine, "attachment": fmt.Sprint(own)})
		if status != 200 {
			t.Fatalf("his candidate's file, uploaded by another: %d %v", status, body)
		}
		if names := attachedNames(mailRecord(t, cons, body)); !slices.Equal(names, []string{"own-cv.txt"}) {
			t.Errorf("his candidate's file: %v", names)
		}
	})
}

// The refusals of the CV attachment are translated.
func TestCVSentRefusalsTranslated(t *testing.T) {
	resttest.Each(t, withCVSent, func(t *testing.T, admin *resttest.Harness) {
		cons := admin.As("cvsent.zh@huntline.test", map[string]any{"user_type": "consultant"})
		admin.Create("dataaccessmodelquery", map[string]any{"name": "Own", "model": "candidate", "query": "owner={{user.id}}", "users": []int64{cons.UserID}})
		cand := admin.Create("candidate", map[string]any{"mobile": "13900448080", "englishName": "Not His"})
		tpl := admin.Create("emailtemplate", map[string]any{"name": "CV", "type": "clientcontact", "title": "CV", "attach_resume": true})
		for lang, want := range map[string]string{"zh_CN": "不在你的可见范围内", "zh_TW": "不在你的可見範圍內", "en": "outside your scope"} {
			admin.SetUser(cons.UserID, map[string]any{"lang": lang})
			status, body := cons.Post("/rest/email/send", map[string]any{"to": "a@b.test", "subject": "CV", "template": tpl, "candidate_ids": []any{cand}})
			if status != 403 || !strings.Contains(resttest.Message(body), want) {
				t.Errorf("%s: %d %v", lang, status, body)
			}
		}
	})
}
