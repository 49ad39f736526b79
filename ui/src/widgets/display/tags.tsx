import { Badge } from './Badge';
import type { DisplayProps } from './types';

/** tags: free-text tags as pills, in the order the user gave them. */
export function TagsDisplay({ value }: DisplayProps) {
  const tags = Array.isArray(value) ? value : [value];
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((tag) => <Badge key={String(tag)}>{String(tag)}</Badge>)}
    </span>
  );
}
