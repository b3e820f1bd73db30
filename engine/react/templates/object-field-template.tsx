import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { useTranslateText } from '../translate';

interface Section {
  /** The `ui:options.group` key shared by consecutive questions, or undefined for loose ones. */
  group: string | undefined;
  properties: ObjectFieldTemplatePropertyType[];
}

/** Consecutive visible questions with the same `ui:options.group` form one section. */
function sectionsOf(properties: ObjectFieldTemplatePropertyType[], uiSchema: UiSchema | undefined): Section[] {
  const sections: Section[] = [];
  for (const property of properties) {
    if (property.hidden) continue;
    const options = (uiSchema?.[property.name] as UiSchema | undefined)?.['ui:options'] as Record<string, unknown> | undefined;
    const group = typeof options?.group === 'string' ? options.group : undefined;
    const last = sections[sections.length - 1];
    if (last !== undefined && last.group === group) last.properties.push(property);
    else sections.push({ group, properties: [property] });
  }
  return sections;
}

/**
 * The questions of an object, one under the other. The root object draws no title of its own
 * (the page has its heading); a nested object (bank details in a larger form) is a fieldset
 * with its title as legend.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, uiSchema, fieldPathId } = props;
  const tr = useTranslateText();
  const body = sectionsOf(properties, uiSchema).map((section, index) =>
    section.group === undefined ? (
      section.properties.map((property) => property.content)
    ) : (
      <fieldset key={`${section.group}-${index}`} className="sf-group">
        <legend className="sf-group__title">{tr(section.group)}</legend>
        {section.properties.map((property) => property.content)}
      </fieldset>
    ),
  );
  if (fieldPathId.path.length === 0) return <div className="sf-fields">{body}</div>;
  return (
    <fieldset className="sf-object" id={fieldPathId.$id}>
      {title ? <legend className="sf-object__title">{tr(title)}</legend> : null}
      {typeof description === 'string' && description !== '' ? <p className="sf-field__description">{tr(description)}</p> : null}
      <div className="sf-fields">{body}</div>
    </fieldset>
  );
}
