-- +goose Up
-- A tenant's admins override a model's default action access (metadata "access") here:
-- one row per model and action, the user types allowed as a JSON array.
CREATE TABLE action_access (
    tenant_id INTEGER NOT NULL,
    model TEXT NOT NULL,
    action TEXT NOT NULL,
    user_types TEXT NOT NULL DEFAULT '[]',
    updated_by INTEGER,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (tenant_id, model, action)
);

-- A record shared with people, a team, a title or everyone, to view or to edit. The scope
-- of a read looks shares up by target, so that is the index.
CREATE TABLE record_share (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    model TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    target_type TEXT NOT NULL,
    target_id INTEGER NOT NULL DEFAULT 0,
    permission TEXT NOT NULL,
    created_by INTEGER,
    created_at TEXT NOT NULL,
    UNIQUE (tenant_id, model, record_id, target_type, target_id)
);
CREATE INDEX record_share_target ON record_share (tenant_id, model, target_type, target_id, record_id);

-- Every reveal of hidden contact details: who saw which fields of which record, when.
CREATE TABLE contact_reveal (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    model TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    fields TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX contact_reveal_record ON contact_reveal (tenant_id, model, record_id, id);
CREATE INDEX contact_reveal_time ON contact_reveal (tenant_id, id);

-- +goose Down
DROP TABLE contact_reveal;
DROP TABLE record_share;
DROP TABLE action_access;
