package store

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/jmoiron/sqlx"
)

// SQLite copies the write-ahead log back into the database file (a checkpoint) by itself
// when a commit leaves the log past 1,000 pages, inside that commit: the writer connection,
// which every save waits for, then copies the pages and syncs the file. Under a stream of
// saves that was a tenth of the time the writer was held (issue 20, creates). Here a
// connection of its own checkpoints every checkpointEvery in PASSIVE mode: it copies what
// no reader still needs and waits for nobody, while the writer goes on appending.
//
// The writer still checkpoints, past writerCheckpointPages: the log starts over from its
// beginning only once every page in it is copied, which a checkpoint running beside a
// stream of commits never sees, so without it the log grew by every save (50 pages each)
// for as long as saves kept coming. By then the background has copied nearly all of it.

// writerCheckpointPages is the log size past which a commit checkpoints what is left.
const writerCheckpointPages = 4000

const checkpointEvery = 200 * time.Millisecond

type checkpointer struct {
	db     *sqlx.DB
	stop   chan struct{}
	done   sync.WaitGroup
	closed sync.Once
}

// startCheckpoints opens the checkpointing connection on dsn and starts its loop.
func startCheckpoints(dsn string) (*checkpointer, error) {
	db, err := sqlx.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)
	c := &checkpointer{db: db, stop: make(chan struct{})}
	c.done.Add(1)
	go c.loop()
	return c, nil
}

func (c *checkpointer) loop() {
	defer c.done.Done()
	t := time.NewTicker(checkpointEvery)
	defer t.Stop()
	for {
		select {
		case <-c.stop:
			return
		case <-t.C:
			if err := c.checkpoint(context.Background()); err != nil {
				slog.Warn("sqlite checkpoint", "err", err)
			}
		}
	}
}

// checkpoint copies the log's pages no reader needs into the database file.
func (c *checkpointer) checkpoint(ctx context.Context) error {
	_, err := c.db.ExecContext(ctx, "PRAGMA wal_checkpoint(PASSIVE)")
	return err
}

// close stops the loop and checkpoints once more, so a stopped server leaves a short log.
// Closing again (a store closed twice) does nothing.
func (c *checkpointer) close() (err error) {
	c.closed.Do(func() {
		close(c.stop)
		c.done.Wait()
		err = c.checkpoint(context.Background())
		if e := c.db.Close(); err == nil {
			err = e
		}
	})
	return err
}
