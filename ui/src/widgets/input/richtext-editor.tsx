// The rich-text editor (TipTap v3), loaded on demand by ./richtext. What it writes is what the
// server's richtext policy keeps (meta/types_richtext.go): <strong>, <em>, <u>, <s>, lists,
// blockquotes, http(s)/mailto links and <span style="color: …; font-size: Npt">.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import {
  Baseline, Bold, ChevronDown, Italic, Link as LinkIcon, List, ListOrdered, Redo2, RemoveFormatting, Strikethrough, TextQuote,
  Underline, Undo2, type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { richFrameClass, type InputProps } from './types';

/** Font sizes offered, in points (spec 000 §9: 8pt to 48pt). */
export const FONT_SIZES = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 36, 48];

/** Text colours offered: a small palette readable on white. */
export const COLORS = [
  ['gray', '#64748b'], ['red', '#dc2626'], ['orange', '#ea580c'], ['green', '#16a34a'],
  ['blue', '#2563eb'], ['purple', '#7c3aed'], ['pink', '#db2777'],
] as const;

export const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';
const shift = isMac ? '⇧' : 'Shift+';

// A destroyed editor has no schema: useEditor destroys it a moment after unmount (or when the
// form closes mid-update), and reading it then throws inside ProseMirror (tiptap#2380).
const htmlOf = (editor: Editor) => (editor.isDestroyed || editor.isEmpty ? undefined : editor.getHTML());

export default function RichTextEditor({ id, value, onChange, invalid, disabled }: InputProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Values this editor sent up that the form may still hand back (props can lag a few keystrokes).
  const sent = useRef<(string | undefined)[]>([]);
  const external = typeof value === 'string' && value !== '' ? value : undefined;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false, code: false, codeBlock: false, horizontalRule: false,
        link: {
          openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'],
          isAllowedUri: (url) => SAFE_LINK.test(url),
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
        },
      }),
      TextStyle, FontSize, Color,
    ],
    content: external ?? '',
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: editableAttrs(id, invalid) },
    onUpdate: ({ editor: e }) => {
      if (e.isDestroyed) return;
      const html = htmlOf(e);
      sent.current.push(html);
      if (sent.current.length > 50) sent.current.shift();
      onChangeRef.current(html);
    },
  });

  // The form's value changed: follow it, unless it is one this editor sent (typing stays put).
  useEffect(() => {
    if (editor.isDestroyed) return;
    const i = sent.current.lastIndexOf(external);
    if (i >= 0) { sent.current.splice(0, i + 1); return; }
    if (htmlOf(editor) === external) return;
    sent.current = [];
    editor.commands.setContent(external ?? '', { emitUpdate: false });
  }, [editor, external]);

  useEffect(() => { if (!editor.isDestroyed) editor.setEditable(!disabled, false); }, [editor, disabled]);
  useEffect(() => { if (!editor.isDestroyed) editor.setOptions({ editorProps: { attributes: editableAttrs(id, invalid) } }); }, [editor, id, invalid]);

  // The form's <label for={id}> cannot focus a contenteditable by itself.
  useEffect(() => {
    const label = document.getElementById(`${id}__label`);
    if (!label) return;
    const focus = () => { if (!editor.isDestroyed) editor.commands.focus(); };
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [editor, id]);

  return (
    <div className={richFrameClass(invalid, disabled)}>
      <Toolbar editor={editor} disabled={!!disabled} />
      <div className="flex-1 cursor-text overflow-y-auto" onMouseDown={(e) => {
        if (e.target === e.currentTarget && !disabled) { e.preventDefault(); editor.commands.focus('end'); }
      }}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function editableAttrs(id: string, invalid: boolean): Record<string, string> {
  return {
    id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}__label`, 'aria-invalid': String(invalid),
    class: 'rt-content min-h-[214px] px-3.5 py-3',
  };
}

const EMPTY_STATE = {
  bold: false, italic: false, underline: false, strike: false, bulletList: false, orderedList: false, blockquote: false,
  link: false, fontSize: '', color: '', canUndo: false, canRedo: false,
};

export function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      if (e.isDestroyed) return EMPTY_STATE;
      const style = e.getAttributes('textStyle') as { fontSize?: string; color?: string };
      return {
        bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'), strike: e.isActive('strike'),
        bulletList: e.isActive('bulletList'), orderedList: e.isActive('orderedList'), blockquote: e.isActive('blockquote'),
        link: e.isActive('link'), fontSize: style.fontSize ?? '', color: style.color ?? '',
        canUndo: e.can().undo(), canRedo: e.can().redo(),
      };
    },
  });
  const chain = () => editor.chain().focus();

  const setLink = () => {
    const current = (editor.getAttributes('link') as { href?: string }).href ?? '';
    const url = window.prompt(t('richtext.linkPrompt'), current || 'https://');
    if (url === null) return;
    const href = url.trim();
    if (href === '' || href === 'https://') { chain().extendMarkRange('link').unsetLink().run(); return; }
    if (!SAFE_LINK.test(href)) { window.alert(t('richtext.linkInvalid')); return; }
    chain().extendMarkRange('link').setLink({ href }).run();
  };

  const points = /^(\d+)pt$/.exec(s.fontSize)?.[1] ?? '';
  return (
    <div role="toolbar" aria-label={t('richtext.toolbar')}
      className="flex shrink-0 flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50/80 px-1.5 py-1.5">
      <div className="relative">
        <select aria-label={t('richtext.fontSize')} title={t('richtext.fontSize')} disabled={disabled} value={points}
          onChange={(e) => {
            const n = e.target.value;
            if (n) chain().setFontSize(`${n}pt`).run(); else chain().unsetFontSize().run();
          }}
          className="h-8 w-[84px] cursor-pointer appearance-none rounded-md bg-transparent pl-2.5 pr-7 text-[13px] text-slate-700 outline-none ring-inset hover:bg-slate-200/70 focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-default disabled:text-slate-400 disabled:hover:bg-transparent">
          <option value="">{t('richtext.fontSizeDefault')}</option>
          {FONT_SIZES.map((n) => <option key={n} value={String(n)}>{n} pt</option>)}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute right-2 top-1/2 size-3.5 -translate-y-1/2 text-slate-400" />
      </div>
      <Divider />
      <ToolButton icon={Bold} label={t('richtext.bold')} keys={`${mod}B`} active={s.bold} disabled={disabled} onClick={() => chain().toggleBold().run()} />
      <ToolButton icon={Italic} label={t('richtext.italic')} keys={`${mod}I`} active={s.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()} />
      <ToolButton icon={Underline} label={t('richtext.underline')} keys={`${mod}U`} active={s.underline} disabled={disabled} onClick={() => chain().toggleUnderline().run()} />
      <ToolButton icon={Strikethrough} label={t('richtext.strike')} keys={`${mod}${shift}S`} active={s.strike} disabled={disabled} onClick={() => chain().toggleStrike().run()} />
      <ColorPicker color={s.color} disabled={disabled}
        onPick={(c) => (c ? chain().setColor(c).run() : chain().unsetColor().run())} />
      <Divider />
      <ToolButton icon={List} label={t('richtext.bulletList')} keys={`${mod}${shift}8`} active={s.bulletList} disabled={disabled} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton icon={ListOrdered} label={t('richtext.orderedList')} keys={`${mod}${shift}7`} active={s.orderedList} disabled={disabled} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton icon={TextQuote} label={t('richtext.blockquote')} keys={`${mod}${shift}B`} active={s.blockquote} disabled={disabled} onClick={() => chain().toggleBlockquote().run()} />
      <ToolButton icon={LinkIcon} label={t('richtext.link')} active={s.link} disabled={disabled} onClick={setLink} />
      <Divider />
      <ToolButton icon={RemoveFormatting} label={t('richtext.clear')} disabled={disabled} onClick={() => chain().unsetAllMarks().clearNodes().run()} />
      <div className="ml-auto flex items-center gap-0.5">
        <ToolButton icon={Undo2} label={t('richtext.undo')} keys={`${mod}Z`} disabled={disabled || !s.canUndo} onClick={() => chain().undo().run()} />
        <ToolButton icon={Redo2} label={t('richtext.redo')} keys={isMac ? '⇧⌘Z' : 'Ctrl+Y'} disabled={disabled || !s.canRedo} onClick={() => chain().redo().run()} />
      </div>
    </div>
  );
}

const Divider = () => <span aria-hidden className="mx-1 h-5 w-px bg-slate-200" />;

const buttonClass = (active: boolean) =>
  `inline-flex size-8 items-center justify-center rounded-md outline-none transition-colors focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 disabled:cursor-default disabled:text-slate-300 disabled:hover:bg-transparent ${
    active ? 'bg-brand-100 text-brand-700 hover:bg-brand-100' : 'text-slate-600 hover:bg-slate-200/70 hover:text-slate-900'}`;

function ToolButton({ icon: Icon, label, keys, active, disabled, onClick }: {
  icon: LucideIcon; label: string; keys?: string; active?: boolean; disabled?: boolean; onClick(): void;
}) {
  return (
    <button type="button" aria-label={label} title={keys ? `${label} (${keys})` : label} aria-pressed={active === undefined ? undefined : active}
      disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={onClick} className={buttonClass(!!active)}>
      <Icon aria-hidden className="size-4" strokeWidth={2.25} />
    </button>
  );
}

function ColorPicker({ color, disabled, onPick }: { color: string; disabled: boolean; onPick(color: string | null): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    box.current?.querySelector<HTMLButtonElement>('[data-swatch]')?.focus();
    const away = (e: MouseEvent) => { if (!box.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  const pick = (c: string | null) => { setOpen(false); onPick(c); };
  return (
    <div ref={box} className="relative" onKeyDown={(e) => {
      if (e.key === 'Escape' && open) { e.preventDefault(); e.stopPropagation(); setOpen(false); trigger.current?.focus(); }
    }}>
      <button ref={trigger} type="button" aria-label={t('richtext.color')} title={t('richtext.color')} aria-haspopup="true" aria-expanded={open}
        disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => setOpen((o) => !o)} className={`${buttonClass(open)} flex-col gap-0`}>
        <Baseline aria-hidden className="size-4" strokeWidth={2.25} style={color ? { color } : undefined} />
      </button>
      {open && (
        <div role="group" aria-label={t('richtext.color')}
          className="absolute left-0 top-full z-20 mt-1 w-max rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-900/10">
          <div className="grid grid-cols-4 gap-1.5">
            <button type="button" data-swatch aria-label={t('richtext.colorDefault')} title={t('richtext.colorDefault')}
              onMouseDown={(e) => e.preventDefault()} onClick={() => pick(null)}
              className={`size-7 rounded-md bg-slate-900 outline-none ring-offset-1 focus-visible:ring-2 focus-visible:ring-brand-600 ${!color ? 'ring-2 ring-brand-600' : ''}`} />
            {COLORS.map(([name, hex]) => (
              <button key={name} type="button" data-swatch aria-label={t(`richtext.colors.${name}`)} title={t(`richtext.colors.${name}`)}
                onMouseDown={(e) => e.preventDefault()} onClick={() => pick(hex)} style={{ backgroundColor: hex }}
                className={`size-7 rounded-md outline-none ring-offset-1 focus-visible:ring-2 focus-visible:ring-brand-600 ${sameColor(color, hex) ? 'ring-2 ring-brand-600' : ''}`} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/** The editor reads colours back as the browser normalises them (rgb(…)); compare by value. */
function sameColor(a: string, hex: string): boolean {
  if (!a) return false;
  if (a.toLowerCase() === hex) return true;
  const m = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(a);
  return !!m && m.slice(1).map((x) => Number(x).toString(16).padStart(2, '0')).join('') === hex.slice(1);
}
