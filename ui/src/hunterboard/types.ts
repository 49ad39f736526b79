// The shapes of add-on B's calls (/rest/hunterboard/*), as the issue 19 contract fixes them.

/** An option of a field or a token: value/label (publish form) or id/label (search tokens). */
export interface FieldOption { value: string | number; label: string; children?: FieldOption[] }

/** The field types of spec 002 §3 (add-on B), one widget each (publish/FieldInput.tsx). */
export type FieldType = 'text' | 'password' | 'options' | 'int' | 'range' | 'comtree' | 'date' | 'checkbox' | 'radio' | 'textarea' | 'dropdown';

/** A field of the publish form as the server describes it. */
export interface FieldMeta {
  type: FieldType;
  name: string;
  label: string;
  require?: boolean;
  placeholder?: string;
  helpText?: string;
  data?: FieldOption[];
  min?: number;
  max?: number;
  unit?: string;
  rows?: number;
  /** A comtree holding several nodes (its value is then a list). */
  multiple?: boolean;
}

export type SectionKey = 'company' | 'job' | 'requirements' | 'private' | 'channel' | (string & {});
export interface FormSection { key: SectionKey; title: string; help?: string; fields: FieldMeta[] }

export type FormValues = Record<string, unknown>;

/** GET /rest/hunterboard/publish_form?joborder= → data. */
export interface PublishForm {
  sections: FormSection[];
  values: FormValues;
  client: { id: number; name: string } | null;
  can_submit: boolean;
  publication: { id?: number; url?: string; status?: string; publishedAt?: string; closesAt?: string } | null;
}

/** A filter of the resume search (GET /rest/hunterboard/search_tokens). */
export type TokenType = 'char' | 'int' | 'checkboxdropdown' | 'tree';
export interface TokenOption { id: string | number; label: string; children?: TokenOption[] }
export interface SearchToken { name: string; label: string; type: TokenType; options?: TokenOption[] }

/** The current query: filter name → value; several values are comma-separated ids. */
export type SearchQuery = Record<string, string>;

export interface ResumeCard {
  id: string | number;
  name: string;
  title?: string;
  company?: string;
  city?: string;
  years?: number | string | null;
  education?: string;
  salary?: string;
  updated_at?: string;
  avatar_url?: string;
}

/** GET /rest/hunterboard/resume?id= → data: the card, and the CV as HTML or in sections. */
export interface ResumeDetail extends ResumeCard {
  detail_html?: string;
  sections?: Array<{ title: string; content?: string; items?: string[] }>;
}

export interface SearchPage { list: ResumeCard[]; count: number; current: number; pages: number }

/** A saved (subscribed) search: gql holds the query as JSON text. */
export interface SavedSearch { id: number; title: string; gql: string; subscribed?: boolean }

export interface UserInfo { name: string; company_name?: string; title?: string; avatar_url?: string }

/** jobboard's Imported: the candidate made, or the existing one the CV was attached to. */
export interface Imported { id: number; name: string; created: boolean }
