-- +goose Up
CREATE TABLE tenant (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    settings TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO tenant (id, name) VALUES (1, 'Default');

-- Passwords live apart from the user records so no list or export can ever carry a hash.
CREATE TABLE credential (
    user_id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    password_hash TEXT NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    locked_at TEXT,
    password_changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE session (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    tenant_id INTEGER NOT NULL,
    csrf_token TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);
CREATE INDEX ix_session_user ON session (user_id);

CREATE TABLE option_item (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    list_key TEXT NOT NULL,
    code TEXT NOT NULL,
    en_us TEXT NOT NULL DEFAULT '',
    zh_cn TEXT NOT NULL DEFAULT '',
    zh_tw TEXT NOT NULL DEFAULT '',
    color TEXT NOT NULL DEFAULT '',
    ext TEXT NOT NULL DEFAULT '',
    is_buildin INTEGER NOT NULL DEFAULT 0,
    is_default_checked INTEGER NOT NULL DEFAULT 0,
    sort INTEGER NOT NULL DEFAULT 0,
    poset_order INTEGER,
    UNIQUE (tenant_id, list_key, code)
);

CREATE TABLE change_log (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    model TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    action TEXT NOT NULL,
    field TEXT NOT NULL DEFAULT '',
    old_value TEXT,
    new_value TEXT,
    user_id INTEGER,
    created_at TEXT NOT NULL
);
CREATE INDEX change_log_record ON change_log (tenant_id, model, record_id, id);

CREATE TABLE job (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL DEFAULT '{}',
    status TEXT NOT NULL DEFAULT 'queued',
    result TEXT,
    error TEXT NOT NULL DEFAULT '',
    user_id INTEGER,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    started_at TEXT,
    finished_at TEXT
);
CREATE INDEX job_queue ON job (status, id);
CREATE INDEX job_user ON job (tenant_id, user_id, id);

CREATE TABLE blob (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    uuidname TEXT NOT NULL UNIQUE,
    originname TEXT NOT NULL,
    ext TEXT NOT NULL DEFAULT '',
    size INTEGER NOT NULL,
    content_type TEXT NOT NULL DEFAULT '',
    created_by INTEGER,
    created_at TEXT NOT NULL
);

-- +goose Down
DROP TABLE blob;
DROP TABLE job;
DROP TABLE change_log;
DROP TABLE option_item;
DROP TABLE session;
DROP TABLE credential;
DROP TABLE tenant;
