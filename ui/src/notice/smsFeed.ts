// The SMS feed cell (spec 000 §2 'Feed cell', §9): the category label is the first 15
// characters of the text then ' ...', the status label is the notice's status, the body the
// whole text. Items come from POST /rest/feedcontent/list with the sms record as target.
import { smsCategoryLabel } from './noticeRules';

export interface SmsFeedTarget { content?: string; status?: string; mobile?: string; openid?: string; channel?: string; error?: string }

export interface SmsFeedCell { category: string; status: string; body: string; to: string; error?: string }

export function smsFeedCell(target: SmsFeedTarget | Record<string, unknown> | undefined): SmsFeedCell {
  const content = String(target?.content ?? '');
  return {
    category: smsCategoryLabel(content),
    status: String(target?.status ?? ''),
    body: content,
    to: String((target?.channel === 'wechat' ? target?.openid : target?.mobile) ?? ''),
    error: target?.error ? String(target.error) : undefined,
  };
}
