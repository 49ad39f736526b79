package resume

import (
	"fmt"
	"strings"
	"testing"

	"huntline/resttest"
)

// While the tenant hides contacts, a CV keeps them as the record does: its text reads with
// e-mails and phone numbers masked and cannot be filtered on, and reading a CV file is a
// logged reveal of the candidate's contacts.
func TestCVsFollowContactHiding(t *testing.T) {
	resttest.Each(t, withMail, func(t *testing.T, admin *resttest.Harness) {
		u := admin.As("consultant@huntline.test", map[string]any{"user_type": "consultant"})
		text := "张伟 Java 架构师\n手机：13812345678 邮箱：zhangwei@example.com\n2019-2021 上海云启科技"
		id, uuid := u.Upload("张伟.txt", []byte(text))
		cand := u.Create("candidate", map[string]any{"chineseName": "张伟", "owner": u.UserID, "mobile": "13812345678", "resumes": []int64{id}, "resumeText": text})
		read := func() string {
			_, body := u.Get(fmt.Sprintf("/rest/candidate/%d", cand))
			s, _ := body["data"].(map[string]any)["resumeText"].(string)
			return s
		}
		if got := read(); got != text {
			t.Fatalf("with contacts shown the CV's text reads whole: %q", got)
		}
		if status, body := admin.Post("/rest/data/config", map[string]any{"hide_contact_info": 1}); status != 200 {
			t.Fatalf("hide contacts: %d %v", status, body)
		}
		got := read()
		if strings.Contains(got, "13812345678") || strings.Contains(got, "zhangwei@example.com") || !strings.Contains(got, "手机：***") || !strings.Contains(got, "2019-2021 上海云启科技") {
			t.Errorf("with contacts hidden the CV's text reads %q", got)
		}
		if status, body := u.Get("/rest/candidate/list?gql=" + "resumeText__contains%3D1381234"); status != 400 {
			t.Errorf("a condition on the masked text: %d %v, want 400", status, body)
		}
		// Reading the file shows the contacts: it is allowed, and logged as a reveal.
		resp := u.Send("GET", "/rest/file/preview/"+uuid, "", "")
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("the CV file: %d", resp.StatusCode)
		}
		_, body := admin.Get(fmt.Sprintf("/rest/data/contact_reveal_log?model=candidate&id=%d", cand))
		list, _ := body["list"].([]any)
		if len(list) != 1 || fmt.Sprint(list[0].(map[string]any)["fields"]) != "[resumes]" || list[0].(map[string]any)["user"] != float64(u.UserID) {
			t.Errorf("the reveal log after reading the CV: %v", body)
		}
	})
}
