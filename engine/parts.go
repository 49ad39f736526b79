package engine

// The Engine's work is split into parts, one per concern (imports, shares, names ...): each
// part is a small type holding the Engine, so the Engine itself keeps only what every part
// shares. wireParts builds them once, when the Engine is made.
func wireParts(e *Engine) {
	e.Metadata = &Metadata{e}
	e.Modules = &Modules{e}
	e.Screens = &Screens{e}
	e.Search = &Search{e}
	e.Facets = &Facets{e}
	e.Actions = &Actions{e}
	e.Shares = &Shares{e}
	e.Contacts = &Contacts{e}
	e.Files = &Files{e}
	e.Imports = &Imports{e: e}
	e.Exports = &Exports{e}
	e.reads = &reads{e}
	e.writes = &writes{e}
	e.integrity = &integrity{e}
	e.collections = &collections{e}
	e.names = &recordNames{e}
	e.extensions = &extensions{e}
}
