// The agency CV (the server's POST /rest/resume/agency/{id}): the branded CV made from the
// candidate's record with an admin's template, kept among the candidate's CVs.

/** A template as GET /rest/cvtemplate/list answers it. */
export interface CvTemplate {
  id: number;
  name: string;
  is_default?: boolean;
}

/** The formats the server writes: PDF (the Word file converted, so both look the same) and Word. */
export const agencyFormats = ['pdf', 'docx'] as const;
export type AgencyFormat = (typeof agencyFormats)[number];

/** The template chosen first: the one marked default, else the first; none when there are
 * none (the server then makes the CV without branding). */
export function defaultTemplate(list: CvTemplate[]): number | undefined {
  return (list.find((t) => t.is_default) ?? list[0])?.id;
}
