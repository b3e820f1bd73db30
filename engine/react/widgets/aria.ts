import { descriptionId, errorId, getUiOptions, helpId, type RJSFSchema, type UiSchema } from '@rjsf/utils';

interface ControlProps {
  id: string;
  rawErrors?: string[];
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  required?: boolean;
}

export function hasErrors(rawErrors: string[] | undefined): boolean {
  return (rawErrors ?? []).some((message) => message !== '');
}

/**
 * aria-invalid and aria-describedby of a control: the ids of the error, hint and help texts
 * FieldTemplate actually renders for this field (none of them when there is none), so a screen
 * reader reads the error when the control gets focus.
 */
export function controlAria({ id, rawErrors, schema, uiSchema }: ControlProps): {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
} {
  const options = getUiOptions(uiSchema);
  const ids: string[] = [];
  const invalid = hasErrors(rawErrors);
  if (invalid) ids.push(errorId(id));
  if (options.description || schema.description) ids.push(descriptionId(id));
  if (options.help) ids.push(helpId(id));
  return {
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}),
  };
}
