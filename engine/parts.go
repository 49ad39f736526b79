package engine

// The Engine's work is split into parts, one per concern (imports, shares, names ...): each
// part is a small type holding the Engine, so the Engine itself keeps only what every part
// shares. wireParts builds them once, when the Engine is made.
func wireParts(e *Engine) {
	e.Modules = &Modules{e}
	e.writes = &writes{e}
	e.reads = &reads{e}
	e.Screens = &Screens{e}
	e.extensions = &extensions{e}
	e.Metadata = &Metadata{e}
	e.collections = &collections{e}
	e.integrity = &integrity{e}
	e.names = &recordNames{e}
	e.Actions = &Actions{e}
	e.Search = &Search{e}
	e.Facets = &Facets{e}
	e.Exports = &Exports{e}
	e.Contacts = &Contacts{e}
	e.Files = &Files{e}
	e.Shares = &Shares{e}
	e.Imports = &Imports{e}
}
