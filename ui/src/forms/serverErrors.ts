import type { ErrorSchema } from '@rjsf/utils';
import type { ApiError } from '../api/errors';

/** The server's {errors: {field: message}} as rjsf's error schema. A sub-form's errors come
 * as "relation.index.field" and nest the way rjsf nests array items. */
export function serverErrorSchema(err: ApiError): ErrorSchema | undefined {
  const errors = err.body.errors as Record<string, string> | undefined;
  if (!errors || typeof errors !== 'object') return undefined;
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    let node = out;
    for (const part of path.split('.')) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), String(message)];
  }
  return out as ErrorSchema;
}
