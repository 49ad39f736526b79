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
	var err error
	switch os.Args[1] {
	case "serve":
		err = serve(os.Args[2:])
	case "migrate":
		err = migrate(os.Args[2:])
	case "seed":
		err = seed(os.Args[2:])
	case "bench":
		err = runBench(os.Args[2:])
	case "meta":
		err = metaCmd(os.Args[2:])
	case "plugin":
		err = pluginCmd(os.Args[2:])
	case "version":
		fmt.Printf("huntline %s (built %s)\n", version, buildDate)
	case "help", "-h", "--help":
		usage()
	default:
		fmt.Fprintf(os.Stderr, "huntline: unknown command %q\n\n", os.Args[1])
		usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "huntline:", err)
		os.Exit(1)
	}
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
