package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"text/tabwriter"

	"huntline/engine"
)

// pluginCmd is `huntline plugin list | on NAME | off NAME`: the add-ons of Settings →
// Add-ons from the shell. A running server follows a switch within seconds (Metadata.Watch).
func pluginCmd(args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("plugin: say list, on NAME or off NAME")
	}
	rest := args[1:]
	var name string // the add-on's name may come before the flags or after them
	if len(rest) > 0 && rest[0] != "" && rest[0][0] != '-' {
		name, rest = rest[0], rest[1:]
	}
	ctx := context.Background()
	e, fs, err := openWith(ctx, "plugin "+args[0], rest, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		return err
	}
	if name == "" {
		name = fs.Arg(0)
	}
	defer e.Close()
	switch args[0] {
	case "list":
		return listPlugins(os.Stdout, e)
	case "on", "off":
		if name == "" {
			return fmt.Errorf("plugin %s: give the add-on's name (see huntline plugin list)", args[0])
		}
		if err := e.Metadata.SwitchPlugin(ctx, engine.System(1), name, args[0] == "on"); err != nil {
			return fmt.Errorf("plugin %s %s: %s", args[0], name, engine.AsError(err).Msg)
		}
		fmt.Printf("%s is %s\n", name, args[0])
		return nil
	}
	return fmt.Errorf("plugin: unknown command %q (list, on, off)", args[0])
}

func listPlugins(w io.Writer, e *engine.Engine) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tSTATE\tDESCRIPTION")
	for _, m := range e.Modules.Statuses("en") {
		if m.Plugin {
			state := "off"
			if m.On {
				state = "on"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\n", m.Name, state, m.Description)
		}
	}
	return tw.Flush()
}
