package approvals

import (
	"context"
	"fmt"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// levelApprovers finds who may act on a level now, by its type (spec 000 §3): only active
// users (not left, not deleted) are ever approvers.
//   - anyone, special: the listed users (special needs every one of them);
//   - approval_group_accept_first: the members of the listed teams (the teams themselves,
//     not the teams below them), the first to accept passes the level;
//   - root_admin: the administrators;
//   - pr_manager: the owner of the record the model's approval.project link names;
//   - team_leader: the users marked leader in the applicant's team;
//   - line_manager: the applicant's line manager.
func (s *Service) levelApprovers(ctx context.Context, tx *store.Tx, tenant int64, t flowTarget, applicant int64, lv *flowLevel) ([]int64, error) {
	switch lv.Type {
	case approvalAnyone, approvalSpecial:
		if len(lv.Users) == 0 {
			return nil, nil
		}
		return s.activeUsers(ctx, tx, tenant, cond("id__s", engine.JoinIDs(lv.Users)))
	case approvalGroupFirst:
		if len(lv.Users) == 0 || s.teamModel() == "" {
			return nil, nil
		}
		return s.activeUsers(ctx, tx, tenant, cond(meta.UserTeamField+"__s", engine.JoinIDs(lv.Users)))
	case approvalRootAdmin:
		return s.activeUsers(ctx, tx, tenant, cond(meta.UserAdminField, "1"))
	case approvalPRManager:
		link := Of(t.m).Project
		if link == "" {
			return nil, nil
		}
		id, ok := engine.AsID(t.doc[link])
		if !ok {
			return nil, nil
		}
		pm := s.e.Reg().Model(t.m.Field(link).To)
		recs, err := s.e.FindRecords(ctx, tx, tenant, pm, cond("id", fmt.Sprint(id)), 1)
		if err != nil || len(recs) == 0 {
			return nil, err
		}
		owner, ok := engine.AsID(recs[0].Data["owner"])
		if !ok {
			return nil, nil
		}
		return s.activeUsers(ctx, tx, tenant, cond("id", fmt.Sprint(owner)))
	case approvalTeamLeader, approvalLineManager:
		me, err := s.userDoc(ctx, tx, tenant, applicant)
		if err != nil || me == nil {
			return nil, err
		}
		if lv.Type == approvalLineManager {
			lm, ok := engine.AsID(me[UserLineManagerField])
			if !ok {
				return nil, nil
			}
			return s.activeUsers(ctx, tx, tenant, cond("id", fmt.Sprint(lm)))
		}
		team, ok := engine.AsID(me[meta.UserTeamField])
		if !ok || s.e.Reg().Model(meta.UserModel).Field(UserLeaderField) == nil {
			return nil, nil
		}
		return s.activeUsers(ctx, tx, tenant, &gql.And{Items: []gql.Node{cond(meta.UserTeamField, fmt.Sprint(team)), cond(UserLeaderField, "1")}})
	}
	return nil, nil
}

// activeUsers answers the ids of the live users matching filter who have not left.
func (s *Service) activeUsers(ctx context.Context, tx *store.Tx, tenant int64, filter gql.Node) ([]int64, error) {
	um := s.e.Reg().Model(meta.UserModel)
	f := &gql.And{Items: []gql.Node{filter, cond(meta.UserStatusField+"__ne", meta.UserStatusLeft)}}
	recs, err := s.e.FindRecords(ctx, tx, tenant, um, f, 0)
	if err != nil {
		return nil, err
	}
	out := []int64{}
	for _, r := range recs {
		out = append(out, r.ID)
	}
	return out, nil
}

// userDoc reads a user's fields, nil when there is no such user.
func (s *Service) userDoc(ctx context.Context, tx *store.Tx, tenant, id int64) (map[string]any, error) {
	if id == 0 {
		return nil, nil
	}
	recs, err := s.e.FindRecords(ctx, tx, tenant, s.e.Reg().Model(meta.UserModel), cond("id", fmt.Sprint(id)), 1)
	if err != nil || len(recs) == 0 {
		return nil, err
	}
	return recs[0].Data, nil
}
