-- +goose Up
-- A user's own settings the screens keep on the server (page size, e-mail signature ...),
-- so they follow the user from browser to browser.
CREATE TABLE user_config (
    tenant_id bigint NOT NULL,
    user_id bigint NOT NULL,
    key text NOT NULL,
    value jsonb NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, user_id, key)
);

-- +goose Down
DROP TABLE user_config;
