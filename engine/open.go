package engine

import (
	"context"
	"io"
	"log/slog"

	"huntline/mailer"
	"huntline/meta"
	"huntline/store"
)

// Options say where an engine's parts live.
type Options struct {
	DB      string        // database URL: sqlite:PATH or postgres://...
	DataDir string        // files (exports, attachments) live under DataDir/files
	Files   string        // where files are kept: FilesDisk, FilesDB, or "" for FilesDefault (blobs_db.go)
	Meta    []meta.Source // metadata folders loaded over the built-in one, in order
	Modules []Module      // the features and plugins of the binary (modules/all)
	Log     *slog.Logger  // nil logs nothing
	SMTPURL string        // HUNTLINE_SMTP_URL (see mailer.ParseSMTPURL); empty keeps messages in the outbox table
}

// Open loads the metadata, opens the store and readies the database: what every command,
// test and benchmark starts with.
func Open(ctx context.Context, opts Options) (*Engine, error) {
	sources := append([]meta.Source{{Name: "meta", FS: meta.Builtin}}, opts.Meta...)
	var err error
	var smtp *mailer.SMTP
	if opts.SMTPURL != "" {
		if smtp, err = mailer.ParseSMTPURL(opts.SMTPURL); err != nil {
			return nil, err
		}
	}
	st, err := store.Open(ctx, opts.DB)
	if err != nil {
		return nil, err
	}
	log := opts.Log
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	e, err := New(st, Config{DataDir: opts.DataDir, Files: opts.Files, Log: log, Sources: sources, Modules: opts.Modules})
	if err == nil && smtp != nil {
		e.Mailer = smtp
	}
	if err == nil {
		err = e.Prepare(ctx)
	}
	if err != nil {
		st.Close()
		return nil, err
	}
	return e, nil
}

// Close closes the store.
func (e *Engine) Close() error { return e.Store.Close() }
