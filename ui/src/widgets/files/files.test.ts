import { describe, expect, it } from 'vitest';
import { asFiles, fileSize, isImage, previewUrl } from './files';

const f = { id: 1, uuidname: 'ab cd.png', originname: 'cv.png', ext: 'PNG', filesize: 10 };

describe('files', () => {
  it.each([
    [0, '0 B'], [1023, '1023 B'], [1536, '1.5 KB'], [5 << 20, '5.0 MB'],
  ])('fileSize(%i) is %s', (n, want) => expect(fileSize(n)).toBe(want));
  it('previews images inline, by extension in any case', () => {
    expect(isImage(f)).toBe(true);
    expect(isImage({ ext: 'pdf' })).toBe(false);
  });
  it('escapes the preview path', () => expect(previewUrl(f)).toBe('/rest/file/preview/ab%20cd.png'));
  it('reads descriptions and drops bare ids', () => expect(asFiles([f, 3, null])).toEqual([f]));
});
