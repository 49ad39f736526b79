// The editor's mention chip: an atom the cursor steps over as one character, written out as
// <span data-mention="{id}" data-label="{name}">@name</span> (see mention.ts for the stored form).
import { mergeAttributes, Node } from '@tiptap/core';

export const Mention = Node.create({
  name: 'mention',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: false,
  addAttributes() {
    return {
      id: { default: 0, parseHTML: (el) => Number(el.getAttribute('data-mention') ?? 0), renderHTML: (a) => ({ 'data-mention': String(a.id) }) },
      label: { default: '', parseHTML: (el) => el.getAttribute('data-label') ?? (el.textContent ?? '').replace(/^@/, ''), renderHTML: (a) => ({ 'data-label': String(a.label) }) },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-mention]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { class: 'mention' }), `@${String(node.attrs.label)}`];
  },
  renderText({ node }) {
    return `@${String(node.attrs.label)}`;
  },
});

/** The '@query' being typed just before the cursor, if any: its text and where it starts. */
export function mentionQuery(textBefore: string): string | undefined {
  const m = /(?:^|\s)@([^\s@]{0,30})$/.exec(textBefore);
  return m ? m[1] : undefined;
}
