-- +goose Up
-- Account flags read at sign-in. password_chosen is false until the user sets a password of
-- their own (first login); must_change_password is an administrator's request to change it.
-- Both are cleared by the user's own change.
ALTER TABLE credential ADD COLUMN password_chosen INTEGER NOT NULL DEFAULT 0;
ALTER TABLE credential ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0;
ALTER TABLE credential ADD COLUMN last_login_at TEXT;

-- A session opened by switching to another user remembers who switched, for "Back".
ALTER TABLE session ADD COLUMN parent_user_id INTEGER;

-- Password reset links: only the SHA-256 of the token is kept; a link works once, until
-- expires_at.
CREATE TABLE password_reset (
    token_hash TEXT PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
);
CREATE INDEX ix_password_reset_user ON password_reset (user_id);

-- Mails kept for an administrator to read when no SMTP server is configured.
CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    to_addr TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX ix_mail_outbox_tenant ON mail_outbox (tenant_id, id);

-- +goose Down
DROP TABLE mail_outbox;
DROP TABLE password_reset;
ALTER TABLE session DROP COLUMN parent_user_id;
ALTER TABLE credential DROP COLUMN last_login_at;
ALTER TABLE credential DROP COLUMN must_change_password;
ALTER TABLE credential DROP COLUMN password_chosen;
