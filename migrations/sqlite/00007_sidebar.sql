-- +goose Up
-- The list sidebar's saved filters (kind 'filter': a named gql query) and folders (kind
-- 'folder': a named set of records), each owned by a user, ordered by them, and shared with
-- people, teams, titles or everyone (shared: [{"type", "value"}]).
CREATE TABLE sidebar_entry (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    model TEXT NOT NULL,
    name TEXT NOT NULL,
    query TEXT NOT NULL DEFAULT '',
    scene TEXT NOT NULL DEFAULT 'normal',
    shared TEXT NOT NULL DEFAULT '[]',
    sort INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE INDEX sidebar_entry_model ON sidebar_entry (tenant_id, kind, model);

CREATE TABLE folder_item (
    folder_id INTEGER NOT NULL,
    record_id INTEGER NOT NULL,
    added_by INTEGER,
    added_at TEXT NOT NULL,
    PRIMARY KEY (folder_id, record_id)
);

-- +goose Down
DROP TABLE folder_item;
DROP TABLE sidebar_entry;
