package accounts

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"huntline/engine"
	"huntline/mailer"
	"huntline/store"
)

// ResetLinkLife is how long a password reset link works; it works once.
const ResetLinkLife = time.Hour

// SetPasswordPath is the page a reset link opens (setpassword_page.go; the web app takes it
// over later). The page posts to /rest/user/setpassword.
const SetPasswordPath = "/set-password"

var (
	errNoAccount    = engine.NotFound("account_not_found", "This account does not exist")
	errResetOff     = &engine.Error{Status: http.StatusForbidden, Key: "reset_off", Msg: "Password reset by e-mail is turned off for this system; ask an administrator."}
	errResetNoLink  = &engine.Error{Status: http.StatusServiceUnavailable, Key: "reset_no_public_url", Msg: "Password reset by e-mail needs the server's public address (HUNTLINE_PUBLIC_URL), which is not set; ask an administrator."}
	errResetInvalid = engine.BadRequest("reset_link_invalid", "token: this reset link is not valid, was already used or has expired; ask for a new one")
)

// resetJob is the job kind that looks up the account of a forgotten-password request and
// mails its link.
const resetJob = "password_reset"

// resetRequest is a reset job's payload; it holds no token (the job makes one).
type resetRequest struct {
	Email, Base, Lang string
}

// ForgetPassword asks for a single-use reset link to be mailed to the account of email.
// base is the server's public address (scheme and host) the link points to, from the
// server's configuration and never from the request: a link built from a Host header an
// attacker chose would carry a working token to the attacker's site; empty refuses. lang is
// the language of the mail when the user has none.
//
// The answer does not tell whether the account exists: the request only queues a job (the
// same work for every address), and the job looks the account up and mails it, or does
// nothing. A tenant that wants the spec's "This account does not exist" turns on
// forget_password_reveal_unknown, knowing that it lets anyone test addresses.
func (mod *Module) ForgetPassword(ctx context.Context, tenant int64, email, base, lang string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	if err := requireFields(map[string]string{"email": email}); err != nil {
		return err
	}
	cfg := mod.Engine().Tenants.Config(ctx, tenant)
	if cfg.HideForgetPassword {
		return errResetOff
	}
	if base == "" {
		return errResetNoLink
	}
	if cfg.ForgetPasswordRevealUnknown {
		if _, err := mod.resetAccount(ctx, tenant, email); err != nil {
			return err
		}
	}
	if _, err := mod.Engine().Jobs.Enqueue(ctx, engine.Principal{TenantID: tenant}, resetJob, resetRequest{Email: email, Base: base, Lang: lang}); err != nil {
		return fmt.Errorf("engine: queue password reset: %w", err)
	}
	return nil
}

// resetAccount answers who may reset the password of email: a user who may sign in;
// errNoAccount otherwise.
func (mod *Module) resetAccount(ctx context.Context, tenant int64, email string) (engine.Principal, error) {
	userID, err := mod.findUser(ctx, tenant, email)
	if err != nil {
		return engine.Principal{}, err
	}
	if userID == 0 {
		return engine.Principal{}, errNoAccount
	}
	p, err := mod.Engine().PrincipalOf(ctx, tenant, userID)
	if err == engine.ErrLeft || err == engine.ErrNoSession {
		return engine.Principal{}, errNoAccount // deleted or left: no account to reset
	}
	return p, err
}

// runReset does a reset job: a new link for the account, mailed through the mail queue, or
// nothing when there is no such account. The job then forgets the address it was given.
func (mod *Module) runReset(ctx context.Context, j *store.Job) (any, error) {
	var req resetRequest
	if err := json.Unmarshal(j.Payload, &req); err != nil {
		return nil, fmt.Errorf("engine: reset job %d: %w", j.ID, err)
	}
	defer func() {
		if err := mod.Engine().Store.ClearJobPayload(ctx, j.ID); err != nil {
			mod.Engine().Log.Warn("reset job: clear payload", "job", j.ID, "err", err)
		}
	}()
	p, err := mod.resetAccount(ctx, j.TenantID, req.Email)
	if err == errNoAccount {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	lang := req.Lang
	if p.Lang != "" {
		lang = p.Lang
	}
	token := randomToken()
	now := mod.Engine().Now().UTC()
	if err := mod.Engine().Store.CreatePasswordReset(ctx, j.TenantID, p.UserID, hashToken(token), now, now.Add(ResetLinkLife)); err != nil {
		return nil, err
	}
	link := strings.TrimRight(req.Base, "/") + SetPasswordPath + "?" + url.Values{"email": {req.Email}, "type": {"reset"}, "token": {token}}.Encode()
	args := map[string]any{"Name": p.Name, "Link": link, "Minutes": int(ResetLinkLife / time.Minute)}
	msg := mailer.Message{
		To:      req.Email,
		Subject: engine.T(lang, "mail.reset_subject", args, "Huntline: reset your password"),
		Body: engine.T(lang, "mail.reset_body", args, fmt.Sprintf("Hello %s,\n\nOpen this link to choose a new password:\n\n%s\n\n"+
			"The link works once, within %d minutes. If you did not ask for it, ignore this mail; your password stays as it is.\n", p.Name, link, args["Minutes"])),
	}
	return nil, mod.Engine().QueueMessage(ctx, j.TenantID, msg)
}

// ResetPassword is the form a reset link opens.
type ResetPassword struct {
	Email, Token, Type, New, Confirm string
}

// ResetPassword sets a new password with a reset link's token and ends every session of
// the user. The password is checked before the link is spent, so a typo does not waste it.
func (mod *Module) ResetPassword(ctx context.Context, tenant int64, in ResetPassword) error {
	if in.Type != "reset" {
		return engine.BadRequest("reset_type", "type: must be reset; a signed-in user changes the password with /rest/user/changepassword")
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
	userID, err := mod.findUser(ctx, tenant, email)
	if err != nil {
		return err
	}
	if userID == 0 {
		return errResetInvalid
	}
	if err := mod.Engine().Store.UsePasswordReset(ctx, tenant, userID, hashToken(in.Token), mod.Engine().Now().UTC()); err != nil {
		if store.IsNotFound(err) {
			return errResetInvalid
		}
		return err
	}
	if err := mod.storeOwnPassword(ctx, tenant, userID, in.New); err != nil {
		return err
	}
	return mod.RevokeSessions(ctx, tenant, userID, "")
}
