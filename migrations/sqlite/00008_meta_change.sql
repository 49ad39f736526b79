-- +goose Up
-- The company's changes over the shipped metadata (custom fields, views, suffixes, detail
-- tabs) and the model packages installed at run time. The registry is rebuilt from the
-- shipped files with these applied; meta_generation moves on every change so other server
-- processes notice and rebuild theirs.
CREATE TABLE meta_change (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    model TEXT NOT NULL,
    key TEXT NOT NULL,
    doc TEXT NOT NULL,
    package TEXT NOT NULL DEFAULT '',
    updated_by INTEGER,
    updated_at TEXT NOT NULL,
    UNIQUE (tenant_id, kind, model, key)
);

CREATE TABLE meta_package (
    tenant_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    version TEXT NOT NULL,
    bundle TEXT NOT NULL,
    installed_by INTEGER,
    installed_at TEXT NOT NULL,
    PRIMARY KEY (tenant_id, name)
);

CREATE TABLE meta_generation (
    tenant_id INTEGER PRIMARY KEY,
    generation INTEGER NOT NULL
);

-- +goose Down
DROP TABLE meta_generation;
DROP TABLE meta_package;
DROP TABLE meta_change;
