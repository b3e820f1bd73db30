/*
 * The JSON editor of a region file: CodeMirror 6 with codemirror-json-schema, which completes,
 * explains (hover) and marks inline what schemas/region.schema.json says. Loaded lazily by the
 * ops page only (React.lazy), so no other page carries it.
 */
import { useEffect, useRef } from 'react';
import { basicSetup } from 'codemirror';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { getJsonPointers, jsonSchema } from 'codemirror-json-schema';
import regionSchema from '../../../schemas/region.schema.json';

/** A place to show: a JSON pointer into the file; `seq` tells a second click on the same problem from the first. */
export interface EditorFocus {
  pointer: string;
  seq: number;
}

export interface RegionEditorProps {
  /** The file's text; a change from outside (the draft got a retired city's file) replaces what the editor holds. */
  text: string;
  label: string;
  onChange: (text: string) => void;
  focus?: EditorFocus | null;
}

/** How long finding a pointer may parse a long file before giving up (ms): the page must not freeze. */
const PARSE_BUDGET_MS = 300;

/** The range of the pointer, or of its nearest parent the file has (a missing property is reported on its object). */
function rangeOf(view: EditorView, pointer: string): { from: number; to: number } | null {
  ensureSyntaxTree(view.state, view.state.doc.length, PARSE_BUDGET_MS);
  const pointers = getJsonPointers(view.state, 'json4');
  for (let path = pointer; ; path = path.slice(0, path.lastIndexOf('/'))) {
    const found = pointers.get(path);
    if (found) return 'valueFrom' in found ? { from: found.keyFrom, to: found.valueTo } : { from: found.keyFrom, to: found.keyTo };
    if (path === '') return null;
  }
}

export default function RegionEditor({ text, label, onChange, focus }: RegionEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: text,
        extensions: [
          basicSetup,
          jsonSchema(regionSchema as unknown as Parameters<typeof jsonSchema>[0]),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      view.current = null;
      editor.destroy();
    };
    // The editor owns its text from here on; later `text` values are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === text) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [text]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !focus) return;
    const range = rangeOf(editor, focus.pointer);
    if (!range) return;
    editor.dispatch({ selection: EditorSelection.single(range.from, range.to), effects: EditorView.scrollIntoView(range.from, { y: 'center' }) });
    editor.focus();
  }, [focus]);

  return <div ref={host} className="ops-editor__code" />;
}
