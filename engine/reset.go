package engine

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"huntline/engine/mail"
	"huntline/store"
)

// ResetLinkLife is how long a password reset link works; it works once.
const ResetLinkLife = time.Hour

// SetPasswordPath is the page a reset link opens (served by engine/rest; the web app takes
// it over later). The page posts to /rest/user/setpassword.
const SetPasswordPath = "/set-password"

var (
	errNoAccount    = notFound("account_not_found", "This account does not exist")
	errResetOff     = &Error{Status: http.StatusForbidden, Key: "reset_off", Msg: "Password reset by e-mail is turned off for this system; ask an administrator."}
	errResetInvalid = badRequest("reset_link_invalid", "token: this reset link is not valid, was already used or has expired; ask for a new one")
)

// ForgetPassword mails a single-use reset link to the account of email. base is the
// server's public address (scheme and host) the link points to; lang the language of the
// mail when the user has none.
func (e *Engine) ForgetPassword(ctx context.Context, tenant int64, email, base, lang string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	if err := requireFields(map[string]string{"email": email}); err != nil {
		return err
	}
	if e.Tenants.Config(ctx, tenant).HideForgetPassword {
		return errResetOff
	}
	userID, err := e.findUser(ctx, tenant, email)
	if err != nil {
		return err
	}
	if userID == 0 {
		return errNoAccount
	}
	p, err := e.principal(ctx, tenant, userID)
	if err != nil {
		return errNoAccount // deleted or left: no account to reset
	}
	if p.Lang != "" {
		lang = p.Lang
	}
	token := randomToken()
	now := e.Now().UTC()
	if err := e.Store.CreatePasswordReset(ctx, tenant, userID, hashToken(token), now, now.Add(ResetLinkLife)); err != nil {
		return err
	}
	link := strings.TrimRight(base, "/") + SetPasswordPath + "?" + url.Values{"email": {email}, "type": {"reset"}, "token": {token}}.Encode()
	args := map[string]any{"Name": p.Name, "Link": link, "Minutes": int(ResetLinkLife / time.Minute)}
	msg := mail.Message{
		To:      email,
		Subject: T(lang, "mail.reset_subject", args, "Huntline: reset your password"),
		Body: T(lang, "mail.reset_body", args, fmt.Sprintf("Hello %s,\n\nOpen this link to choose a new password:\n\n%s\n\n"+
			"The link works once, within %d minutes. If you did not ask for it, ignore this mail; your password stays as it is.\n", p.Name, link, args["Minutes"])),
	}
	return e.queueMail(ctx, tenant, msg)
}

// ResetPassword is the form a reset link opens.
type ResetPassword struct {
	Email, Token, Type, New, Confirm string
}

// ResetPassword sets a new password with a reset link's token and ends every session of
// the user. The password is checked before the link is spent, so a typo does not waste it.
func (e *Engine) ResetPassword(ctx context.Context, tenant int64, in ResetPassword) error {
	if in.Type != "reset" {
		return badRequest("reset_type", "type: must be reset; a signed-in user changes the password with /rest/user/changepassword")
	}
	email := strings.ToLower(strings.TrimSpace(in.Email))
	if err := requireFields(map[string]string{"email": email, "token": in.Token, "new": in.New, "confirm": in.Confirm}); err != nil {
		return err
	}
	if in.Confirm != in.New {
		return errConfirmMismatch
	}
	if err := CheckPassword("new", in.New, email); err != nil {
		return err
	}
	userID, err := e.findUser(ctx, tenant, email)
	if err != nil {
		return err
	}
	if userID == 0 {
		return errResetInvalid
	}
	if err := e.Store.UsePasswordReset(ctx, tenant, userID, hashToken(in.Token), e.Now().UTC()); err != nil {
		if store.IsNotFound(err) {
			return errResetInvalid
		}
		return err
	}
	if err := e.storeOwnPassword(ctx, tenant, userID, in.New); err != nil {
		return err
	}
	return e.RevokeSessions(ctx, tenant, userID, "")
}
