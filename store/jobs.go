package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"huntline/clock"
)

// Job is a unit of background work: an export, or any kind a module registers.
type Job struct {
	ID         int64
	TenantID   int64
	UserID     int64
	Kind       string
	Payload    json.RawMessage
	Status     string // queued, running, done, failed
	Result     json.RawMessage
	Error      string
	Attempts   int
	CreatedAt  time.Time
	FinishedAt *time.Time
	// HeartbeatAt is when the process running the job last said it still does (BeatJob).
	HeartbeatAt *time.Time
}

// EnqueueJob adds a job and answers its id.
func (s *Store) EnqueueJob(ctx context.Context, j *Job) (int64, error) {
	cast := jsonCast(s.d)
	b := NewBuilder(s.d).S("INSERT INTO job (tenant_id, user_id, kind, payload, status, created_at) VALUES (").
		Arg(j.TenantID).S(", ").Arg(nullID(j.UserID)).S(", ").Arg(j.Kind).S(", ").Arg(string(j.Payload)).S(cast, ", 'queued', ").
		Arg(s.d.TimeArg(clock.Now())).S(") RETURNING id")
	query, args := b.SQL()
	var id int64
	if err := s.w.QueryRowxContext(ctx, query, args...).Scan(&id); err != nil {
		return 0, fmt.Errorf("store: enqueue %s: %w", j.Kind, err)
	}
	return id, nil
}

// ClaimJob takes the oldest queued job of the given kinds due at now and marks it running,
// its first heartbeat now; nil when there is none. On PostgreSQL, SKIP LOCKED lets several
// processes share the queue.
func (s *Store) ClaimJob(ctx context.Context, kinds []string, now time.Time) (*Job, error) {
	if len(kinds) == 0 {
		return nil, nil
	}
	kindArgs := make([]any, len(kinds))
	for i, k := range kinds {
		kindArgs[i] = k
	}
	at := s.d.TimeArg(now)
	b := NewBuilder(s.d).S("UPDATE job SET status = 'running', attempts = attempts + 1, started_at = ").Arg(at).S(", heartbeat_at = ").Arg(at).
		S(" WHERE id = (SELECT id FROM job WHERE status = 'queued' AND kind IN (").Args(kindArgs).
		S(") AND (run_after IS NULL OR run_after <= ").Arg(at).S(") ORDER BY id LIMIT 1")
	if s.d.Name() == "postgres" {
		b.S(" FOR UPDATE SKIP LOCKED")
	}
	b.S(") RETURNING id, tenant_id, user_id, kind, ", jsonText(s.d, "payload"), ", attempts")
	query, args := b.SQL()
	j := &Job{Status: "running"}
	var user sql.NullInt64
	var payload string
	err := s.w.QueryRowxContext(ctx, query, args...).Scan(&j.ID, &j.TenantID, &user, &j.Kind, &payload, &j.Attempts)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("store: claim job: %w", err)
	}
	j.UserID, j.Payload = user.Int64, json.RawMessage(payload)
	return j, nil
}

// FinishJob records a job's outcome: its result, or its error when failed.
func (s *Store) FinishJob(ctx context.Context, id int64, result any, jobErr error) error {
	status, msg := "done", ""
	if jobErr != nil {
		status, msg = "failed", jobErr.Error()
	}
	var res any
	if result != nil {
		raw, err := json.Marshal(result)
		if err != nil {
			return err
		}
		res = string(raw)
	}
	cast := jsonCast(s.d)
	b := NewBuilder(s.d).S("UPDATE job SET status = ").Arg(status).S(", result = ").Arg(res).S(cast, ", error = ").Arg(msg).
		S(", finished_at = ").Arg(s.d.TimeArg(clock.Now())).S(" WHERE id = ").Arg(id)
	query, args := b.SQL()
	_, err := s.w.ExecContext(ctx, query, args...)
	return err
}

// RetryJob puts a job that failed for a passing reason back in the queue, to be claimed
// again from runAfter; its error is kept so its owner sees why it waits.
func (s *Store) RetryJob(ctx context.Context, id int64, jobErr error, runAfter time.Time) error {
	_, err := s.w.ExecContext(ctx, s.w.Rebind("UPDATE job SET status = 'queued', error = ?, run_after = ? WHERE id = ?"), jobErr.Error(), s.d.TimeArg(runAfter), id)
	if err != nil {
		return fmt.Errorf("store: retry job %d: %w", id, err)
	}
	return nil
}

// BeatJob records that the process running a job's attempt still does, at now. It answers
// false when the job is no longer that attempt's to run: a process that took this one's
// heartbeat for stopped put it back in the queue (and another may have claimed it since).
func (s *Store) BeatJob(ctx context.Context, id int64, attempt int, now time.Time) (bool, error) {
	res, err := s.w.ExecContext(ctx, s.w.Rebind("UPDATE job SET heartbeat_at = ? WHERE id = ? AND status = 'running' AND attempts = ?"), s.d.TimeArg(now), id, attempt)
	if err != nil {
		return false, fmt.Errorf("store: job %d heartbeat: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("store: job %d heartbeat: %w", id, err)
	}
	return n == 1, nil
}

// RequeueStale puts back in the queue the running jobs whose last heartbeat is older than
// before: their process stopped. A job claimed before heartbeats existed is judged by its
// start.
func (s *Store) RequeueStale(ctx context.Context, before time.Time) error {
	_, err := s.w.ExecContext(ctx, s.w.Rebind("UPDATE job SET status = 'queued' WHERE status = 'running' AND COALESCE(heartbeat_at, started_at) < ?"), s.d.TimeArg(before))
	if err != nil {
		return fmt.Errorf("store: requeue stale jobs: %w", err)
	}
	return nil
}

// Jobs lists a user's latest jobs, newest first; a zero id lists them all.
func (s *Store) Jobs(ctx context.Context, tenant, user, id int64, limit int) ([]Job, error) {
	b := NewBuilder(s.d).S("SELECT id, tenant_id, user_id, kind, ", jsonText(s.d, "payload"), ", status, ", jsonText(s.d, "result"), ", error, attempts, created_at, finished_at, heartbeat_at FROM job WHERE tenant_id = ").
		Arg(tenant).S(" AND user_id = ").Arg(user)
	if id > 0 {
		b.S(" AND id = ").Arg(id)
	}
	b.S(" ORDER BY id DESC LIMIT ").Arg(limit)
	query, args := b.SQL()
	rows, err := s.r.QueryxContext(ctx, query, args...)
	return collect("jobs", rows, err, func(rows Rows) (Job, error) {
		var j Job
		var u sql.NullInt64
		var payload string
		var result sql.NullString
		var created, finished, beat any
		if err := rows.Scan(&j.ID, &j.TenantID, &u, &j.Kind, &payload, &j.Status, &result, &j.Error, &j.Attempts, &created, &finished, &beat); err != nil {
			return j, err
		}
		j.UserID, j.Payload = u.Int64, json.RawMessage(payload)
		if result.Valid {
			j.Result = json.RawMessage(result.String)
		}
		j.CreatedAt, _ = asTime(created)
		if finished != nil {
			t, _ := asTime(finished)
			j.FinishedAt = &t
		}
		if beat != nil {
			t, _ := asTime(beat)
			j.HeartbeatAt = &t
		}
		return j, nil
	})
}

// ClearJobPayload empties a job's payload once it is no longer needed.
func (s *Store) ClearJobPayload(ctx context.Context, id int64) error {
	_, err := s.w.ExecContext(ctx, s.w.Rebind("UPDATE job SET payload = '{}' WHERE id = ?"), id)
	return err
}
