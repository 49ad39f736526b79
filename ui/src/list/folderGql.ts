/** The list filter that shows one folder's records. */
export function folderGql(id: number): string {
  return `folder=${id}`;
}
