package engine

import "huntline/meta"

// Rules a module sets on the records of the models its metadata keys mark, which the core's
// generic paths (save, file reads) apply without naming the module or its key.
type recordRules struct {
	ownerKept   []moduleRule[func(m *meta.Model) bool]
	filesFollow []moduleRule[func(m *meta.Model) string]
}

// moduleRule is a rule with the module that registered it: a plugin's rules act only while
// it is on.
type moduleRule[T any] struct {
	rule   T
	module string
}

// OwnerKept marks the models whose records are their owners' own (templates): one without an
// owner belongs to the system, and only administrators save such a record or another user's;
// anyone else saves it as their own.
func (h *Host) OwnerKept(applies func(m *meta.Model) bool) {
	h.e.recordRules.ownerKept = append(h.e.recordRules.ownerKept, moduleRule[func(*meta.Model) bool]{applies, h.module})
}

// FilesFollow names, for the models it knows, the single foreignkey whose record decides who
// reads a record's files (a call's recordings are read as its caller is); "" for the others.
func (h *Host) FilesFollow(link func(m *meta.Model) string) {
	h.e.recordRules.filesFollow = append(h.e.recordRules.filesFollow, moduleRule[func(*meta.Model) string]{link, h.module})
}

// ownerKept tells whether a module in force marked m's records as their owners' own.
func (e *Engine) ownerKept(m *meta.Model) bool {
	for _, r := range e.recordRules.ownerKept {
		if e.ModuleOn(r.module) && r.rule(m) {
			return true
		}
	}
	return false
}

// filesFollow answers the foreignkey of m whose record decides who reads m's files, or "".
func (e *Engine) filesFollow(m *meta.Model) string {
	for _, r := range e.recordRules.filesFollow {
		if !e.ModuleOn(r.module) {
			continue
		}
		if link := r.rule(m); link != "" {
			return link
		}
	}
	return ""
}
