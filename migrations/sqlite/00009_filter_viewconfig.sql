-- +goose Up
-- A saved filter remembers how its list was shown (view suffix, ordering, page size, kanban
-- facet), set by POST /rest/queryfilter/update/viewconfig.
ALTER TABLE sidebar_entry ADD COLUMN viewconfig TEXT NOT NULL DEFAULT '{}';

-- +goose Down
ALTER TABLE sidebar_entry DROP COLUMN viewconfig;
