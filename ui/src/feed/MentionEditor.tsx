// The note composer's rich-text editor: the form editor's toolbar and marks, plus mentions.
// Typing '@' opens the people to mention (GET /rest/data/userlist?name=, and 'all'); picking one
// puts a chip in the text. Loaded on demand, like the form's editor (TipTap is heavy).
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedApi } from './feedApi';
import { SAFE_LINK, Toolbar } from '../widgets/input/richtext-editor';
import { richFrameClass } from '../widgets/input/types';
import { ALL_ID } from './mention';
import { Mention, mentionQuery } from './mentionNode';

interface Person { id: number; name: string }
interface Suggest { from: number; to: number; query: string; left: number; top: number }

export default function MentionEditor({ id, initial, onChange, labelledBy }: {
  id: string; initial: string; onChange(html: string): void; labelledBy: string;
}) {
  const { t } = useTranslation();
  const [suggest, setSuggest] = useState<Suggest>();
  const [people, setPeople] = useState<Person[]>([]);
  // The query the people shown answer: until the answer to the typed one is in, the list says
  // it is looking, never "No one matches".
  const [answered, setAnswered] = useState<string>();
  const [active, setActive] = useState(0);
  const state = useRef({ suggest, people, active });
  state.current = { suggest, people: answered === suggest?.query ? people : [], active };
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const pickRef = useRef<(p: Person) => void>(() => {});

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false, code: false, codeBlock: false, horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'], isAllowedUri: (url) => SAFE_LINK.test(url),
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' } },
      }),
      TextStyle, FontSize, Color, Mention,
    ],
    content: initial,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy, class: 'rt-content min-h-[214px] px-3.5 py-3' },
      // While the suggestions are open the arrows move in them, Enter or Tab picks, Escape closes.
      handleKeyDown: (_view, e) => {
        const { suggest: s, people: list, active: i } = state.current;
        if (!s || !list.length) return false;
        if (e.key === 'ArrowDown') { setActive((i + 1) % list.length); return true; }
        if (e.key === 'ArrowUp') { setActive((i - 1 + list.length) % list.length); return true; }
        if (e.key === 'Enter' || e.key === 'Tab') { pickRef.current(list[i]); return true; }
        if (e.key === 'Escape') { setSuggest(undefined); return true; }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => { if (!e.isDestroyed) { onChangeRef.current(e.isEmpty ? '' : e.getHTML()); watch(e); } },
    onSelectionUpdate: ({ editor: e }) => watch(e),
  });

  // After each keystroke: is the cursor just after '@something'?
  function watch(e: Editor) {
    if (e.isDestroyed) return;
    const { $from, empty } = e.state.selection;
    const query = empty ? mentionQuery($from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc')) : undefined;
    if (query === undefined) { setSuggest(undefined); return; }
    const from = $from.pos - query.length - 1;
    const at = e.view.coordsAtPos(from);
    setSuggest({ from, to: $from.pos, query, left: at.left, top: at.bottom + 4 });
  }

  const query = suggest?.query;
  useEffect(() => {
    if (query === undefined) return;
    let live = true;
    const all: Person[] = 'all'.startsWith(query.toLowerCase()) ? [{ id: ALL_ID, name: 'all' }] : [];
    const timer = setTimeout(() => {
      feedApi.users(query).then((users) => { if (live) { setPeople([...all, ...users.slice(0, 8)]); setActive(0); setAnswered(query); } })
        .catch(() => { if (live) { setPeople(all); setAnswered(query); } });
    }, 150);
    return () => { live = false; clearTimeout(timer); };
  }, [query]);

  pickRef.current = (p: Person) => {
    const s = state.current.suggest;
    if (!s || editor.isDestroyed) return;
    editor.chain().focus().deleteRange({ from: s.from, to: s.to })
      .insertContent([{ type: 'mention', attrs: { id: p.id, label: p.name } }, { type: 'text', text: ' ' }]).run();
    setSuggest(undefined);
  };

  return (
    <div className={richFrameClass(false)}>
      <Toolbar editor={editor} disabled={false} />
      <div className="flex-1 cursor-text overflow-y-auto" onMouseDown={(e) => {
        if (e.target === e.currentTarget) { e.preventDefault(); editor.commands.focus('end'); }
      }}>
        <EditorContent editor={editor} />
      </div>
      {suggest && (
        <ul role="listbox" aria-label={t('feed.composer.suggestions')} style={{ left: suggest.left, top: suggest.top }}
          className="fixed z-50 max-h-64 w-64 overflow-auto rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-slate-900/10">
          {answered !== suggest.query ? <li role="status" className="px-3 py-2 text-slate-500">{t('feed.composer.lookingUp')}</li>
            : people.length === 0 && <li className="px-3 py-2 text-slate-500">{t('feed.composer.noUsers')}</li>}
          {answered === suggest.query && people.map((p, i) => (
            <li key={p.id} role="option" aria-selected={i === active} onMouseDown={(e) => { e.preventDefault(); pickRef.current(p); }}
              className={`cursor-pointer px-3 py-1.5 ${i === active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-50'}`}>
              @{p.name}{p.id === ALL_ID && <span className="ml-2 text-xs text-slate-500">{t('feed.composer.all')}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
