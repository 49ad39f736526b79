package engine

import "huntline/meta"

// suffixInfos answers the views (suffixes) of m that p may pick: the shared ones and p's
// own, with whether p may delete each.
func (sn *Screens) suffixInfos(p Principal, m *meta.Model) []SuffixInfo {
	out := []SuffixInfo{}
	for _, s := range m.Suffixes {
		if uid := s.UserID(); uid != 0 && uid != p.UserID {
			continue
		}
		out = append(out, SuffixInfo{Code: s.Code, Value: s.Value.In(p.Lang), Group: s.Group, UserID: s.UserID(),
			Deletable: s.Code != "" && (s.UserID() == p.UserID || p.IsAdmin)})
	}
	return out
}

// viewVersion digests a view as stored, which a save of its layout sends back so that a
// save from a stale read is refused.
func viewVersion(v *meta.View) string { return contentVersion(v) }
