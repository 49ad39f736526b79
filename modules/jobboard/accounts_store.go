package jobboard

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"golang.org/x/oauth2"

	"huntline/meta"
	"huntline/store"
)

// The jobboard_account table (migrations/): one bound account per tenant, site and user,
// its token sealed (key.go).

// tokenAAD binds a sealed token to its row's owner.
func tokenAAD(tenant, user int64, site string) string {
	return "jobboard_account:" + strconv.FormatInt(tenant, 10) + ":" + site + ":" + strconv.FormatInt(user, 10)
}

// putAccount binds (tenant, site, user) to a and tok, replacing an earlier binding.
func (m *Module) putAccount(ctx context.Context, tenant, user int64, site string, a Account, tok *oauth2.Token) (int64, error) {
	if err := m.loadKeys(); err != nil {
		return 0, err
	}
	raw, err := json.Marshal(tok)
	if err != nil {
		return 0, err
	}
	st := m.Engine().Store
	d := st.Dialect()
	sealed := m.keys.seal(raw, tokenAAD(tenant, user, site))
	if a.BoundAt.IsZero() {
		a.BoundAt = m.Engine().Now()
	}
	var expires any
	if !tok.Expiry.IsZero() {
		expires = d.TimeArg(tok.Expiry)
	}
	q := st.Rebind(`INSERT INTO jobboard_account (tenant_id, site, user_id, provider_uid, name, company, title, avatar_url, token, expires_at, bound_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (tenant_id, site, user_id) DO UPDATE SET provider_uid = excluded.provider_uid, name = excluded.name,
  company = excluded.company, title = excluded.title, avatar_url = excluded.avatar_url, token = excluded.token,
  expires_at = excluded.expires_at, bound_at = excluded.bound_at
RETURNING id`)
	var id int64
	err = st.Tx(ctx, func(tx *store.Tx) error {
		return tx.Get(ctx, &id, q, tenant, site, user, a.ProviderUID, a.Name, a.Company, a.Title, a.AvatarURL, sealed, expires, d.TimeArg(a.BoundAt))
	})
	if err != nil {
		return 0, fmt.Errorf("jobboard: store account: %w", err)
	}
	return id, nil
}

// putToken replaces the token of a bound account (after a refresh).
func (m *Module) putToken(ctx context.Context, tenant, user int64, site string, tok *oauth2.Token) error {
	raw, err := json.Marshal(tok)
	if err != nil {
		return err
	}
	st := m.Engine().Store
	var expires any
	if !tok.Expiry.IsZero() {
		expires = st.Dialect().TimeArg(tok.Expiry)
	}
	_, err = st.Exec(ctx, st.Rebind("UPDATE jobboard_account SET token = ?, expires_at = ? WHERE tenant_id = ? AND site = ? AND user_id = ?"),
		m.keys.seal(raw, tokenAAD(tenant, user, site)), expires, tenant, site, user)
	return err
}

const accountColumns = "id, site, user_id, provider_uid, name, company, title, avatar_url, token, expires_at, bound_at"

type accountRow struct {
	Account
	sealed string
}

// accounts answers the accounts of a tenant, narrowed to a site and a user when given,
// with their users' names.
func (m *Module) accounts(ctx context.Context, tenant int64, site string, user int64) ([]accountRow, error) {
	st := m.Engine().Store
	q := "SELECT " + accountColumns + " FROM jobboard_account WHERE tenant_id = ?"
	args := []any{tenant}
	if site != "" {
		q += " AND site = ?"
		args = append(args, site)
	}
	if user != 0 {
		q += " AND user_id = ?"
		args = append(args, user)
	}
	rows, err := st.DB().QueryContext(ctx, st.Rebind(q+" ORDER BY site, user_id"), args...)
	if err != nil {
		return nil, fmt.Errorf("jobboard: accounts: %w", err)
	}
	defer rows.Close()
	out := []accountRow{}
	for rows.Next() {
		var r accountRow
		var expires, bound any
		if err := rows.Scan(&r.ID, &r.Site, &r.UserID, &r.ProviderUID, &r.Name, &r.Company, &r.Title, &r.AvatarURL, &r.sealed, &expires, &bound); err != nil {
			return nil, fmt.Errorf("jobboard: accounts: %w", err)
		}
		if expires != nil {
			r.ExpiresAt, _ = store.AsTime(expires)
		}
		r.BoundAt, _ = store.AsTime(bound)
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	ids := make([]int64, len(out))
	for i, r := range out {
		ids[i] = r.UserID
	}
	names, err := st.Names(ctx, meta.UserModel, tenant, ids)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].UserName = names[out[i].UserID]
	}
	return out, nil
}

// accountOf answers the one account of (tenant, site, user), or nil.
func (m *Module) accountOf(ctx context.Context, tenant int64, site string, user int64) (*accountRow, error) {
	list, err := m.accounts(ctx, tenant, site, user)
	if err != nil || len(list) == 0 {
		return nil, err
	}
	return &list[0], nil
}

// accountByID answers an account of the tenant by id, or nil.
func (m *Module) accountByID(ctx context.Context, tenant, id int64) (*Account, error) {
	st := m.Engine().Store
	var site string
	var user int64
	err := st.DB().QueryRowContext(ctx, st.Rebind("SELECT site, user_id FROM jobboard_account WHERE tenant_id = ? AND id = ?"), tenant, id).Scan(&site, &user)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	r, err := m.accountOf(ctx, tenant, site, user)
	if r == nil || err != nil {
		return nil, err
	}
	return &r.Account, nil
}

// dropAccount removes the binding of (tenant, site, user).
func (m *Module) dropAccount(ctx context.Context, tenant int64, site string, user int64) error {
	st := m.Engine().Store
	_, err := st.Exec(ctx, st.Rebind("DELETE FROM jobboard_account WHERE tenant_id = ? AND site = ? AND user_id = ?"), tenant, site, user)
	return err
}

// token opens a row's sealed token.
func (m *Module) token(r *accountRow, tenant int64) (*oauth2.Token, error) {
	if err := m.loadKeys(); err != nil {
		return nil, err
	}
	raw, err := m.keys.open(r.sealed, tokenAAD(tenant, r.UserID, r.Site))
	if err != nil {
		return nil, err
	}
	var tok oauth2.Token
	if err := json.Unmarshal(raw, &tok); err != nil {
		return nil, err
	}
	return &tok, nil
}

// loadKeys reads the key from the environment or the database, once.
func (m *Module) loadKeys() error {
	return m.keys.load(context.Background(), m.Engine().Store, m.Engine().DataDir())
}
