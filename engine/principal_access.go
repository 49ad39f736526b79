package engine

import (
	"context"

	"huntline/meta"
)

// maxTeamDepth bounds the walk up the team tree, so a cycle in bad data cannot loop.
const maxTeamDepth = 32

// accessFacts adds to p what access rules read from the user record: the user type, the
// team followed by every team above it (a data access group or share given to a team
// covers the teams below it), and the title.
func (e *Engine) accessFacts(ctx context.Context, p Principal, user map[string]any) Principal {
	p.UserType, _ = user[meta.UserTypeField].(string)
	if id, err := meta.AsInt(user[meta.UserTitleField]); err == nil {
		p.Title = id
	}
	um := e.Reg().Model(meta.UserModel)
	tf := um.Field(meta.UserTeamField)
	if tf == nil {
		return p
	}
	tm := e.Reg().Model(tf.To)
	for _, team := range ids(user[meta.UserTeamField]) {
		for depth := 0; team != 0 && depth < maxTeamDepth; depth++ {
			if contains(p.Teams, team) {
				break
			}
			p.Teams = append(p.Teams, team)
			if tm == nil || tm.Tree == nil {
				break
			}
			rec, err := e.Store.Get(ctx, tm, p.TenantID, team)
			if err != nil {
				break
			}
			parent, err := meta.AsInt(rec.Data[tm.Tree.Parent])
			if err != nil {
				break
			}
			team = parent
		}
	}
	return p
}

func contains(list []int64, id int64) bool {
	for _, x := range list {
		if x == id {
			return true
		}
	}
	return false
}
