package accounts

import (
	"strings"
	"testing"
)

func TestCheckPassword(t *testing.T) {
	cases := []struct {
		password, email, want string
	}{
		{"abc12345", "", "new: this password is too common or too easy to guess"},
		{"tall violet 42", "", ""},
		{"password1", "", "new: this password is too common or too easy to guess"},
		{"Password123", "", "too common"},
		{"P@ssw0rd1", "", "too common"},
		{"qwerty123", "", "too common"},
		{"1q2w3e4r5t", "", "too common"},
		{"qq123456", "", "too common"},
		{"iloveyou2", "", "too common"},
		{"Huntline2026", "", "too common"},
		{"mia.chen1990", "mia.chen@huntline.test", "too common"},
		{"密码安全口令12", "", ""},
		{"abc1234", "", "new: at least 8 characters"},
		{"abcdefgh", "", "new: must contain both letters and digits"},
		{"12345678", "", "new: must contain both letters and digits"},
		{"Bob1@x.com", "bob1@x.com", "new: must not be the e-mail address"},
	}
	for _, c := range cases {
		err := CheckPassword("new", c.password, c.email)
		if (c.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%q: %v, want %q", c.password, err, c.want)
		}
	}
}
