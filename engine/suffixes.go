package engine

import (
	"slices"

	"huntline/meta"
)

// suffixInfos answers the views (suffixes) of m that p may pick: the shared ones offered to
// p's user type (admins, who look after them, see all) and p's own, with whether p may
// delete each and which one p's list opens on: the first whose default_for names p's type.
// An administrator's lists open on Default whatever their type: they look after everyone's
// records, and a narrowed list would hide what they came to check.
func (sn *Screens) suffixInfos(p Principal, m *meta.Model) []SuffixInfo {
	out := []SuffixInfo{}
	defaulted := false
	for _, s := range m.Suffixes {
		if uid := s.UserID(); uid != 0 && uid != p.UserID {
			continue
		}
		if len(s.Roles) > 0 && !p.IsAdmin && !slices.Contains(s.Roles, p.UserType) {
			continue
		}
		info := SuffixInfo{Code: s.Code, Value: s.Value.In(p.Lang), Group: s.Group, UserID: s.UserID(),
			Deletable: s.Code != "" && (s.UserID() == p.UserID || p.IsAdmin), Filter: s.Filter}
		if !defaulted && !p.IsAdmin && p.UserType != "" && slices.Contains(s.DefaultFor, p.UserType) {
			info.Default, defaulted = true, true
		}
		out = append(out, info)
	}
	return out
}

// viewVersion digests a view as stored, which a save of its layout sends back so that a
// save from a stale read is refused.
func viewVersion(v *meta.View) string { return contentVersion(v) }
