// The feed API's shapes (GET /rest/feedcontent/list/facet, POST /rest/feedcontent/list).
import type { DataRecord } from '../api/types';

export interface FeedFacet { key: string; value: number; label: string }

export interface FeedItem {
  id: number;
  type: string;
  external_type: string;
  external_model: string;
  external_id: number;
  dateAdded: string;
  /** The author: the server names it __name__ (older answers name). */
  addedBy?: { id: number; __name__?: string; name?: string } | null;
  operations?: string[];
  target?: DataRecord | null;
  data?: Record<string, unknown> | null;
}

export interface FeedPage { list: FeedItem[]; current: number; pages: number; total: number }


/** Whose feed: a record's, or (no model) the items the user follows. */
export interface FeedSource { model?: string; id?: number }
