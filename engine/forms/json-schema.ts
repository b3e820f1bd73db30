/**
 * The slice of JSON Schema the form engine reads, with the engine's annotation keywords
 * (`x-question`, `x-options`, ...; see schemas/forms/README.md). Everything else passes through.
 */
export interface FormSchema {
  $id?: string;
  type?: string | string[];
  title?: string;
  properties?: Record<string, FormSchema>;
  required?: string[];
  items?: FormSchema;
  enum?: unknown[];
  const?: unknown;
  contains?: FormSchema;
  allOf?: FormSchema[];
  if?: FormSchema;
  then?: FormSchema;
  'x-question'?: string;
  'x-options'?: string;
  'x-setting'?: Record<string, string>;
  'x-reveals'?: string[];
  'x-ifHidden'?: 'then' | 'drop';
  'x-optionQuestions'?: Record<string, string>;
  /** Option → treatment group: offered in a city only where its allowedVerticalGroups lists the group (allowed-groups.ts). */
  'x-optionGroups'?: Record<string, string>;
  /** Shown only where this region setting is true (compliance switches, R§5). */
  'x-showIfSetting'?: string;
  /** The answer is dropped from the form (not kept for later) when the question hides (visibility.ts). */
  'x-clearWhenHidden'?: boolean;
  /** A postcode: checked with the scope's postcodePattern, normalised on both sides (postcode.ts). */
  'x-postcode'?: boolean;
  [keyword: string]: unknown;
}

export type UiSchema = Record<string, unknown>;

export type FormData = Record<string, unknown>;
