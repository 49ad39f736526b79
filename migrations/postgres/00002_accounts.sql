-- +goose Up
-- Account flags read at sign-in. password_chosen is false until the user sets a password of
-- their own (first login); must_change_password is an administrator's request to change it.
-- Both are cleared by the user's own change.
ALTER TABLE credential ADD COLUMN password_chosen boolean NOT NULL DEFAULT false;
ALTER TABLE credential ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
ALTER TABLE credential ADD COLUMN last_login_at timestamptz;

-- A session opened by switching to another user remembers who switched, for "Back".
ALTER TABLE session ADD COLUMN parent_user_id bigint;

-- Password reset links: only the SHA-256 of the token is kept; a link works once, until
-- expires_at.
CREATE TABLE password_reset (
    token_hash text PRIMARY KEY,
    tenant_id bigint NOT NULL,
    user_id bigint NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
);
CREATE INDEX ix_password_reset_user ON password_reset (user_id);

-- Mails kept for an administrator to read when no SMTP server is configured.
CREATE TABLE mail_outbox (
    id bigserial PRIMARY KEY,
    tenant_id bigint NOT NULL,
    to_addr text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    created_at timestamptz NOT NULL
);
CREATE INDEX ix_mail_outbox_tenant ON mail_outbox (tenant_id, id);

-- +goose Down
DROP TABLE mail_outbox;
DROP TABLE password_reset;
ALTER TABLE session DROP COLUMN parent_user_id;
ALTER TABLE credential DROP COLUMN last_login_at;
ALTER TABLE credential DROP COLUMN must_change_password;
ALTER TABLE credential DROP COLUMN password_chosen;
