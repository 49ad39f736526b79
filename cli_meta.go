package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"strings"

	"huntline/engine"
	"huntline/modules/studio"
)

// metaCmd is `huntline meta import|export|list`: a partner's model packages installed,
// exported and listed from the shell, through the studio module's service. A running server picks an install up within seconds
// (Engine.Metadata.Watch), so nothing needs restarting.
func metaCmd(args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("meta: say import FILE, export NAME [FILE] or list")
	}
	ctx := context.Background()
	e, fs, err := openWith(ctx, "meta "+args[0], args[1:], slog.Default())
	if err != nil {
		return err
	}
	defer e.Close()
	p := engine.System(1)
	packages := studio.NewService(e)
	switch args[0] {
	case "import":
		if fs.NArg() != 1 {
			return fmt.Errorf("meta import: give the package file, e.g. fixtures/packages/referencecheck.json")
		}
		raw, err := os.ReadFile(fs.Arg(0))
		if err != nil {
			return err
		}
		info, err := packages.InstallPackage(ctx, p, raw)
		if err != nil {
			return fmt.Errorf("meta import %s: %s", fs.Arg(0), engine.AsError(err).Msg)
		}
		what := "models " + strings.Join(info.Models, ", ")
		if len(info.Models) == 0 {
			what = "extensions only"
		}
		fmt.Printf("installed %s %s (%s)\n", info.Name, info.Version, what)
	case "export":
		if fs.NArg() < 1 {
			return fmt.Errorf("meta export: give the package name (see huntline meta list)")
		}
		raw, err := packages.ExportPackage(ctx, p, fs.Arg(0))
		if err != nil {
			return fmt.Errorf("meta export: %s", engine.AsError(err).Msg)
		}
		if fs.NArg() == 2 {
			return os.WriteFile(fs.Arg(1), raw, 0o644)
		}
		_, err = os.Stdout.Write(raw)
		return err
	case "list":
		list, err := packages.Packages(ctx, p)
		if err != nil {
			return err
		}
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(list)
	default:
		return fmt.Errorf("meta: unknown subcommand %q (import, export, list)", args[0])
	}
	return nil
}
