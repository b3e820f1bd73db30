/*
 * The JSON editor of a region file: CodeMirror 6 with codemirror-json-schema, which completes,
 * explains (hover) and marks inline what schemas/region.schema.json says. Loaded lazily by the
 * ops page only (React.lazy), so no other page carries it.
 */
import { useEffect, useRef } from 'react';
import { basicSetup } from 'codemirror';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { jsonSchema } from 'codemirror-json-schema';
import regionSchema from '../../../schemas/region.schema.json';

export interface RegionEditorProps {
  /** The text the editor starts with; a new file needs a new editor (give it a `key`). */
  initial: string;
  label: string;
  onChange: (text: string) => void;
}

export default function RegionEditor({ initial, label, onChange }: RegionEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!host.current) return undefined;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial,
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
    return () => view.destroy();
    // The editor owns its text from here on; `initial` only seeds it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} className="ops-editor__code" />;
}
