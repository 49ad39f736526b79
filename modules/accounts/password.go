package accounts

import (
	"context"
	"strings"
	"unicode"

	"golang.org/x/crypto/bcrypt"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// The password rules, the one place they are stated: at least MinPassword characters and
// at most MaxPasswordBytes bytes (what bcrypt reads), at least one letter and one digit, not
// the account's e-mail address, and not common or easy to guess (password_strength.go).
// Every password goes through CheckPassword, whoever sets it.
const (
	MinPassword      = 8
	MaxPasswordBytes = 72
)

// CheckPassword answers which rule password breaks, naming field (the form field that
// carries it), or nil.
func CheckPassword(field, password, email string) error {
	args := map[string]any{"Field": field, "Min": MinPassword, "Max": MaxPasswordBytes}
	if len([]rune(password)) < MinPassword {
		return engine.BadRequest("password_short", "%s: at least %d characters", field, MinPassword).With(args)
	}
	if len(password) > MaxPasswordBytes {
		return engine.BadRequest("password_long", "%s: at most %d bytes (about %d letters, or %d Chinese characters)", field, MaxPasswordBytes, MaxPasswordBytes, MaxPasswordBytes/3).With(args)
	}
	var letter, digit bool
	for _, r := range password {
		letter = letter || unicode.IsLetter(r)
		digit = digit || unicode.IsDigit(r)
	}
	if !letter || !digit {
		return engine.BadRequest("password_letters_digits", "%s: must contain both letters and digits", field).With(args)
	}
	if email != "" && strings.EqualFold(strings.TrimSpace(password), strings.TrimSpace(email)) {
		return engine.BadRequest("password_is_email", "%s: must not be the e-mail address", field).With(args)
	}
	if tooGuessable(password, email) {
		return engine.BadRequest("password_common", "%s: this password is too common or too easy to guess; choose another (a few unrelated words with a digit work well)", field).With(args)
	}
	return nil
}

// SetPassword sets a password chosen for a user by someone else (an administrator, the demo
// loader): the user is asked for one of their own at first login.
func (mod *Module) SetPassword(ctx context.Context, tenant, userID int64, password string) error {
	email, err := mod.userEmail(ctx, tenant, userID)
	if err != nil {
		return err
	}
	if err := CheckPassword("password", password, email); err != nil {
		return err
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return err
	}
	return mod.Engine().Store.SetPassword(ctx, tenant, userID, string(hash))
}

// ChangePassword is a signed-in user's own change: origin is the current password. Every
// other session of the user ends; the one holding keepToken stays.
type ChangePassword struct {
	Email, Origin, New, Confirm string
}

// ChangePassword checks and stores the user's new password.
func (mod *Module) ChangePassword(ctx context.Context, p engine.Principal, keepToken string, in ChangePassword) error {
	if err := requireFields(map[string]string{"origin": in.Origin, "new": in.New, "confirm": in.Confirm}); err != nil {
		return err
	}
	email, err := mod.userEmail(ctx, p.TenantID, p.UserID)
	if err != nil {
		return err
	}
	if in.Email != "" && !strings.EqualFold(strings.TrimSpace(in.Email), email) {
		return engine.BadRequest("password_other_email", "email: %s is not the signed-in account", in.Email).With(map[string]any{"Email": in.Email})
	}
	if in.Confirm != in.New {
		return errConfirmMismatch
	}
	if err := CheckPassword("new", in.New, email); err != nil {
		return err
	}
	cred, err := mod.Engine().Store.Credential(ctx, p.TenantID, p.UserID)
	if err != nil && !store.IsNotFound(err) {
		return err
	}
	if cred == nil || bcrypt.CompareHashAndPassword([]byte(cred.PasswordHash), []byte(in.Origin)) != nil {
		return engine.BadRequest("password_wrong_current", "origin: the current password is not correct")
	}
	if in.New == in.Origin {
		return engine.BadRequest("password_unchanged", "new: must differ from the current password")
	}
	if err := mod.storeOwnPassword(ctx, p.TenantID, p.UserID, in.New); err != nil {
		return err
	}
	return mod.RevokeSessions(ctx, p.TenantID, p.UserID, keepToken)
}

var errConfirmMismatch = engine.BadRequest("password_mismatch", "Your confirm password doesn't match your new password")

func (mod *Module) storeOwnPassword(ctx context.Context, tenant, userID int64, password string) error {
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return err
	}
	if err := mod.Engine().Store.SetOwnPassword(ctx, tenant, userID, string(hash), mod.Engine().Now().UTC()); err != nil {
		return err
	}
	mod.forgetUser(ctx, tenant, userID) // the session that changed it is no longer held (PasswordPending)
	return nil
}

// requireFields refuses the first empty value, naming its field.
func requireFields(values map[string]string) error {
	for _, f := range []string{"email", "token", "origin", "new", "confirm"} {
		if v, ok := values[f]; ok && v == "" {
			return engine.BadRequest("field_required", "%s: required", f).With(map[string]any{"Field": f})
		}
	}
	return nil
}

func (mod *Module) userEmail(ctx context.Context, tenant, userID int64) (string, error) {
	rec, err := mod.Engine().Store.Get(ctx, mod.Engine().Reg().Model(meta.UserModel), tenant, userID)
	if store.IsNotFound(err) {
		return "", engine.NotFound("record_not_found", "%s %d does not exist.", meta.UserModel, userID).With(map[string]any{"Model": meta.UserModel, "ID": userID})
	}
	if err != nil {
		return "", err
	}
	email, _ := rec.Data[meta.UserLoginField].(string)
	return strings.ToLower(strings.TrimSpace(email)), nil
}

// PasswordFlags answers what the route gate needs: a first login (the user never chose a
// password) and an administrator's request to change it. Sub users (parent_user set) and
// sessions opened by switching skip the forced set-password, so both are false for them.
func (mod *Module) PasswordFlags(ctx context.Context, p engine.Principal) (firstLogin, changePassword bool, err error) {
	if p.ParentUserID != 0 {
		return false, false, nil
	}
	rec, err := mod.Engine().Store.Get(ctx, mod.Engine().Reg().Model(meta.UserModel), p.TenantID, p.UserID)
	if err != nil {
		return false, false, err
	}
	if parent, _ := meta.AsInt(rec.Data[meta.UserParentField]); parent != 0 {
		return false, false, nil
	}
	cred, err := mod.Engine().Store.Credential(ctx, p.TenantID, p.UserID)
	if store.IsNotFound(err) {
		return false, false, nil
	}
	if err != nil {
		return false, false, err
	}
	return !cred.PasswordChosen, cred.MustChange, nil
}

// Unlock lifts a lockout (administrators only).
func (mod *Module) Unlock(ctx context.Context, p engine.Principal, userID int64) error {
	if !p.IsAdmin {
		return engine.ErrAdminOnly
	}
	err := mod.Engine().Store.Unlock(ctx, p.TenantID, userID)
	if store.IsNotFound(err) {
		return engine.NotFound("credential_not_found", "id: user %d has no password to unlock", userID).With(map[string]any{"ID": userID})
	}
	return err
}

// AdminPassword is an administrator's action on a colleague's password: give them a new
// one (they choose their own at the next sign-in, and their sessions end), or ask them to
// change the one they have (the changePassword flag), or both.
type AdminPassword struct {
	UserID         int64
	Password       string
	ChangePassword bool
}

// SetUserPassword applies an AdminPassword.
func (mod *Module) SetUserPassword(ctx context.Context, p engine.Principal, in AdminPassword) error {
	if !p.IsAdmin {
		return engine.ErrAdminOnly
	}
	if in.Password == "" && !in.ChangePassword {
		return engine.BadRequest("field_required", "password: required (or changePassword: true)").With(map[string]any{"Field": "password"})
	}
	if in.Password != "" {
		if err := mod.SetPassword(ctx, p.TenantID, in.UserID, in.Password); err != nil {
			return err
		}
		if err := mod.RevokeSessions(ctx, p.TenantID, in.UserID, ""); err != nil {
			return err
		}
	}
	if in.ChangePassword {
		err := mod.Engine().Store.RequirePasswordChange(ctx, p.TenantID, in.UserID)
		if store.IsNotFound(err) {
			return engine.NotFound("credential_missing", "id: user %d has no password yet; give them one first", in.UserID).With(map[string]any{"ID": in.UserID})
		}
		mod.forgetUser(ctx, p.TenantID, in.UserID) // the request holds their sessions at once (PasswordPending)
		return err
	}
	return nil
}
