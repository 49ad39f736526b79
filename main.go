// Command huntline is the whole product in one binary: the web server, migrations, demo
// data and the scale generator.
//
//	huntline serve   --db URL --addr HOST:PORT      serve the app (migrates first)
//	huntline migrate --db URL                       bring the database up to date
//	huntline seed    --db URL --demo [--admin-email E] [--admin-password P]
//	huntline seed    --db URL --scale N             N candidates and proportional records
//	huntline bench   --scale N --stores postgres,sqlite
//	huntline meta    import FILE | export NAME [FILE] | list   model packages
//	huntline plugin  list | on NAME | off NAME                 add-ons (plugins)
//	huntline version
package main

import (
	"fmt"
	"os"

	_ "time/tzdata" // tenant time zones resolve even where the system has no zone files
)

// Set by the build (make build): -ldflags "-X main.version=... -X main.buildDate=...".
var (
	version   = "dev"
	buildDate = ""
)

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	switch os.Args[1] {
	case "version":
		fmt.Printf("huntline %s (built %s)\n", version, buildDate)
		return
	case "help", "-h", "--help":
		usage()
		return
	}
	run, ok := commands[os.Args[1]]
	if !ok {
		fmt.Fprintf(os.Stderr, "huntline: unknown command %q\n\n", os.Args[1])
		usage()
		os.Exit(2)
	}
	if err := run(os.Args[2:]); err != nil {
		fmt.Fprintln(os.Stderr, "huntline:", err)
		os.Exit(1)
	}
}

// commands are the subcommands that take arguments, by name.
var commands = map[string]func(args []string) error{
	"serve":   serve,
	"migrate": migrate,
	"seed":    seed,
	"bench":   runBench,
	"meta":    metaCmd,
	"plugin":  pluginCmd,
}

func usage() {
	fmt.Fprint(os.Stderr, `Huntline, the recruitment CRM.

Usage:
  huntline serve   [--db URL] [--addr HOST:PORT] [--data DIR] [--meta DIR]
  huntline migrate [--db URL]
  huntline seed    [--db URL] --demo [--admin-email E] [--admin-password P] [--login-file F]
  huntline seed    [--db URL] --scale N
  huntline bench   [--scale N] [--stores postgres,sqlite] [--pg URL] [--runs N] [--reuse] [-v]
  huntline meta    import FILE | export NAME [FILE] | list  [--db URL]
  huntline plugin  list | on NAME | off NAME  [--db URL]
  huntline version

Database URLs: sqlite:PATH (default sqlite:./data/huntline.db) or postgres://user@host/db.
Environment: HUNTLINE_DB, HUNTLINE_ADDR, HUNTLINE_DATA, HUNTLINE_META stand in for the flags.
`)
}
