import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { citiesOfFiles } from '../draft-files';
import { NewCityForm } from './new-city-form';
import { RetireCityForm } from './retire-city-form';

export interface CityToolsProps {
  /** The files as the draft would publish them (live, draft, unsaved edits). */
  files: { name: string; text: string | null }[];
  /** Saves the unsaved edits first (starting the draft if needed): the server adds to the saved draft. */
  saveFirst: () => Promise<string>;
  /** The file a tool added to the draft, to open in the editor. */
  onFileAdded: (name: string) => void;
}

/** Adding a city and retiring one, into the draft, through the same checks as any change. */
export function CityTools({ files, saveFirst, onFileAdded }: CityToolsProps) {
  const { t } = useTranslation();
  const [tool, setTool] = useState<'new' | 'retire' | null>(null);
  const cities = citiesOfFiles(files);
  const toggle = (which: 'new' | 'retire') => setTool((open) => (open === which ? null : which));
  const done = (name: string) => {
    setTool(null);
    onFileAdded(name);
  };
  return (
    <div className="ops-city-tools">
      <div className="ops-actions">
        <button type="button" className="button button--secondary" aria-expanded={tool === 'new'} aria-controls="ops-new-city" onClick={() => toggle('new')}>
          {t('OPS_REGIONS_NEW_CITY')}
        </button>
        <button type="button" className="button button--secondary" aria-expanded={tool === 'retire'} aria-controls="ops-retire-city" onClick={() => toggle('retire')}>
          {t('OPS_REGIONS_RETIRE_CITY')}
        </button>
      </div>
      {tool === 'new' ? <NewCityForm cities={cities.filter((c) => !c.retired)} saveFirst={saveFirst} onAdded={done} onCancel={() => setTool(null)} /> : null}
      {tool === 'retire' ? <RetireCityForm cities={cities.filter((c) => !c.retired)} saveFirst={saveFirst} onRetired={done} onCancel={() => setTool(null)} /> : null}
    </div>
  );
}
