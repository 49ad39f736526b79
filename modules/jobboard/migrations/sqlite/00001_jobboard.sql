-- +goose Up
-- A user's bound account on a job board: the provider's user and the OAuth token, the token
-- sealed with AES-GCM (token: base64 of nonce + ciphertext), never stored plain.
CREATE TABLE jobboard_account (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    site TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    provider_uid TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL DEFAULT '',
    company TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL DEFAULT '',
    avatar_url TEXT NOT NULL DEFAULT '',
    token TEXT NOT NULL,
    expires_at TEXT,
    bound_at TEXT NOT NULL
);
CREATE UNIQUE INDEX jobboard_account_user ON jobboard_account (tenant_id, site, user_id);

-- A user's saved searches on a board (query templates, subscribed searches): private to him.
CREATE TABLE jobboard_search (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    site TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    title TEXT NOT NULL,
    query TEXT NOT NULL,
    subscribed INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE INDEX jobboard_search_user ON jobboard_search (tenant_id, site, user_id);

-- A user's private notes on a job for a board's publish form: readable by their author only.
CREATE TABLE jobboard_note (
    tenant_id INTEGER NOT NULL,
    site TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    joborder_id INTEGER NOT NULL,
    doc TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (tenant_id, site, user_id, joborder_id)
);

-- +goose Down
DROP TABLE jobboard_note;
DROP TABLE jobboard_search;
DROP TABLE jobboard_account;
