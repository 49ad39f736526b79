import { FileChips } from '../files/FileChips';
import { asFiles } from '../files/files';
import type { DisplayProps } from './types';

/** attachments: the files as chips opening their preview. */
export function AttachmentsDisplay({ value }: DisplayProps) {
  return <FileChips files={asFiles(value)} />;
}
